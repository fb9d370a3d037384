//! PLACEHOLDER: what this game keeps between sessions (being written).

use serde::{Deserialize, Serialize};

use super::OthelloScreen;
use crate::screens::Ctx;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {}

impl Saved {
    pub fn check(&self) -> Result<(), String> {
        Err("not resumable yet".into())
    }
}

impl OthelloScreen {
    pub fn resume(_saved: &Saved, _ctx: &mut Ctx) -> Result<OthelloScreen, String> {
        Err("not resumable yet".into())
    }
}

//! Typed moves on the Othello board: a column letter a–h, then a row digit 1–8 plays that
//! square (`f5`), as a click on it would. `h` is also the vi key for left, so it moves the
//! cursor as well as starting a square's name.

use crossterm::event::KeyCode;

use super::{Notice, OthelloScreen};
use crate::event::Msg;
use crate::screens::Ctx;

impl OthelloScreen {
    /// A letter or digit of a typed square name; true when the key was taken.
    pub(super) fn typed_key(&mut self, msg: &Msg, ctx: &mut Ctx) -> bool {
        let typed = self.typed.take();
        match msg.plain_key() {
            Some(KeyCode::Char(c @ 'a'..='h')) => {
                let column = c as u8 - b'a';
                self.typed = Some(column);
                self.say(Notice::Typed(column));
                // `h` is also the vi key for left: it moves the cursor as well.
                c != 'h'
            }
            Some(KeyCode::Char(d @ '1'..='8')) => {
                match typed {
                    Some(column) => {
                        let sq = (d as u8 - b'1') * 8 + column;
                        if self.is_over() {
                            self.cursor = sq;
                            self.notice = None;
                        } else {
                            self.place(sq, ctx);
                        }
                    }
                    None => self.say(Notice::TypeColumnFirst),
                }
                true
            }
            _ => {
                if typed.is_some() && matches!(self.notice, Some(Notice::Typed(_))) {
                    self.notice = None;
                }
                false
            }
        }
    }
}

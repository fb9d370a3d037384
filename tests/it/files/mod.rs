//! The files asobi keeps: settings, statistics and saved games against bad contents and a kill
//! in the middle of saving, and an unfinished game resumed from the menu.

mod bad_contents;
mod crash;
mod resume;

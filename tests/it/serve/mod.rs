//! `asobi serve`: over SSH (accounts, names, players, tables, away players, restarts, load,
//! strangers and stalled clients, its log, the OpenSSH client) and over the web page.

mod accounts;
mod away;
mod idle_words;
mod load;
mod log;
mod names;
mod openssh;
mod players;
mod restart;
mod ssh;
mod stalls;
mod strangers;
mod tables;
mod web;
mod web_browser;
mod web_cost;
mod web_limits;

//! Who watches which table: counted on the Tables list, so the players can see they have an
//! audience. A session watches one table at a time; watching keeps no table open (it closes
//! when its people have gone) and ends when the watcher goes back, leaves, or drops.

use super::{Lobby, Refused, TableId};

impl Lobby {
    /// `name` watches table `id` (and no other).
    pub fn watch(&mut self, name: &str, id: TableId) -> Result<(), Refused> {
        self.table(id).ok_or(Refused::NoSuchTable)?;
        self.stop_watching(name);
        self.table_mut(id)?.watchers.push(name.to_string());
        Ok(())
    }

    /// `name` watches nothing any more.
    pub fn stop_watching(&mut self, name: &str) {
        for table in &mut self.tables {
            table.watchers.retain(|w| w != name);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::catalog::GameId;
    use crate::games::Level;

    fn watching(lobby: &Lobby) -> Vec<usize> {
        lobby.list().iter().map(|s| s.watching).collect()
    }

    #[test]
    fn a_watcher_is_counted_at_one_table_until_they_go() {
        let mut lobby = Lobby::new(4);
        let now = Instant::now();
        let one = lobby.create("alice", GameId::Othello, 2, Level::Normal, Instant::now()).unwrap();
        let two = lobby.create("bob", GameId::Tictactoe, 2, Level::Normal, Instant::now()).unwrap();
        assert_eq!(lobby.watch("carol", TableId(99)), Err(Refused::NoSuchTable));
        assert_eq!(watching(&lobby), [0, 0]);
        lobby.watch("carol", one).unwrap();
        lobby.watch("dave", one).unwrap();
        assert_eq!(watching(&lobby), [2, 0]);
        // Watching another table stops watching the first.
        lobby.watch("carol", two).unwrap();
        assert_eq!(watching(&lobby), [1, 1]);
        lobby.stop_watching("carol");
        assert_eq!(watching(&lobby), [1, 0]);
        // A session that ends leaves whatever it watched.
        lobby.leave("dave", now);
        assert_eq!(watching(&lobby), [0, 0]);
        // Watchers keep no table open: the host leaving closes it all the same.
        lobby.watch("carol", two).unwrap();
        lobby.leave("bob", now);
        assert_eq!(lobby.list().len(), 1);
        assert_eq!(lobby.list()[0].id, one);
    }
}

//! The lobby's rules of sitting down, starting, leaving and coming back.

use super::*;

fn at(secs: u64, start: Instant) -> Instant {
    start + Duration::from_secs(secs)
}

#[test]
fn a_table_fills_then_starts_with_computers_in_the_empty_chairs() {
    let now = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 4, Level::Hard, Instant::now()).unwrap();
    assert_eq!(lobby.join(id, "bob", now), Ok(1));
    assert_eq!(lobby.join(id, "carol", now), Ok(2));
    let line = &lobby.list()[0];
    assert_eq!((line.people, line.chairs, line.phase), (3, 4, Phase::Waiting));
    assert_eq!(lobby.start(id, "bob", 1, Instant::now()), Err(Refused::NotHost));
    lobby.start(id, "alice", 1, Instant::now()).unwrap();
    let table = lobby.table(id).unwrap();
    assert_eq!(table.chairs[3].seat, Some(Seat::Computer(Level::Hard)));
    assert_eq!(table.phase, Phase::Playing);
    // Nobody new sits down at a game under way.
    assert_eq!(lobby.join(id, "dave", now), Err(Refused::Full));
    assert_eq!(lobby.start(id, "alice", 1, Instant::now()), Err(Refused::NotWaiting));
}

#[test]
fn seat_counts_follow_each_game() {
    let mut lobby = Lobby::new(8);
    assert!(matches!(
        lobby.create("a", GameId::OldMaid, 7, Level::Normal, Instant::now()),
        Err(Refused::Seats { game: GameId::OldMaid, .. })
    ));
    assert!(lobby.create("a", GameId::OldMaid, 1, Level::Normal, Instant::now()).is_err());
    assert!(lobby.create("a", GameId::OldMaid, 6, Level::Normal, Instant::now()).is_ok());
    assert_eq!(seats_for(GameId::Sevens), 3..=6);
    assert_eq!(seats_for(GameId::Poker), 1..=4);
    assert_eq!(seats_for(GameId::Othello), 2..=2);
    // Poker is played at tables: one to four hands against the dealer.
    assert!(matches!(
        lobby.create("b", GameId::Poker, 5, Level::Normal, Instant::now()),
        Err(Refused::Seats { game: GameId::Poker, .. })
    ));
    assert!(lobby.create("b", GameId::Poker, 1, Level::Normal, Instant::now()).is_ok());
}

#[test]
fn one_table_a_person_and_a_bounded_lobby() {
    let now = Instant::now();
    let mut lobby = Lobby::new(2);
    let first = lobby.create("alice", GameId::OldMaid, 2, Level::Easy, Instant::now()).unwrap();
    assert_eq!(
        lobby.create("alice", GameId::OldMaid, 2, Level::Easy, Instant::now()),
        Err(Refused::Seated(first))
    );
    let second = lobby.create("bob", GameId::OldMaid, 2, Level::Easy, Instant::now()).unwrap();
    assert_eq!(lobby.join(second, "alice", now), Err(Refused::Seated(first)));
    assert_eq!(
        lobby.create("carol", GameId::OldMaid, 2, Level::Easy, Instant::now()),
        Err(Refused::TooManyTables)
    );
    assert_eq!(lobby.join(TableId(99), "carol", now), Err(Refused::NoSuchTable));
    // Joining the table one already sits at is answered with one's chair.
    assert_eq!(lobby.join(first, "alice", now), Ok(0));
}

#[test]
fn leaving_a_waiting_table_frees_the_chair_and_the_host_leaving_closes_it() {
    let now = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 3, Level::Normal, Instant::now()).unwrap();
    lobby.join(id, "bob", now).unwrap();
    lobby.leave("bob", now);
    assert_eq!(lobby.list()[0].people, 1);
    assert_eq!(lobby.join(id, "carol", now), Ok(1));
    lobby.leave("alice", now);
    assert!(lobby.list().is_empty());
    assert_eq!(lobby.seated_at("carol"), None);
}

#[test]
fn a_dropped_player_reclaims_their_chair_within_ten_minutes_and_not_after() {
    let start = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 3, Level::Normal, Instant::now()).unwrap();
    lobby.join(id, "bob", start).unwrap();
    lobby.start(id, "alice", 1, Instant::now()).unwrap();
    lobby.leave("bob", at(60, start));
    assert!(lobby.table(id).unwrap().chairs[1].away_since.is_some());
    // The list counts him apart from the people in their chairs.
    assert_eq!((lobby.list()[0].people, lobby.list()[0].away), (1, 1));
    // Back after nine minutes: the same chair.
    assert_eq!(lobby.join(id, "bob", at(600, start)), Ok(1));
    assert!(lobby.table(id).unwrap().chairs[1].away_since.is_none());
    assert_eq!((lobby.list()[0].people, lobby.list()[0].away), (2, 0));
    // Gone again, for more than ten minutes: a computer has the chair for good.
    lobby.leave("bob", at(700, start));
    lobby.expire(at(700 + 601, start));
    assert_eq!(lobby.table(id).unwrap().chairs[1].seat, Some(Seat::Computer(Level::Normal)));
    assert_eq!(lobby.join(id, "bob", at(1400, start)), Err(Refused::Full));
    assert_eq!(lobby.seated_at("bob"), None);
}

#[test]
fn a_playing_table_with_nobody_left_closes_when_the_last_chair_expires() {
    let start = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 2, Level::Normal, Instant::now()).unwrap();
    lobby.start(id, "alice", 1, Instant::now()).unwrap();
    lobby.leave("alice", start);
    // Kept while alice may still come back.
    assert!(lobby.table(id).is_some());
    lobby.expire(at(601, start));
    assert!(lobby.table(id).is_none());
}

#[test]
fn the_table_plays_computers_at_its_pace_and_people_after_their_timer() {
    let start = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 2, Level::Normal, Instant::now()).unwrap();
    lobby.start(id, "alice", 4, start).unwrap();
    let turn = |l: &Lobby| l.table(id).unwrap().live.as_ref().unwrap().on_turn();
    let seq = |l: &Lobby| l.table(id).unwrap().live.as_ref().unwrap().next_seq();
    // Whoever is on turn, nothing moves before the computers' pace.
    assert!(!lobby.advance(start).0);
    if turn(&lobby) == Some(1) {
        let (moved, _) = lobby.advance(start + live::PACE);
        assert!(moved, "the computer draws once its pace has passed");
    }
    if lobby.table(id).unwrap().phase == Phase::Finished {
        return;
    }
    assert_eq!(turn(&lobby), Some(0));
    let before = seq(&lobby);
    // A join or leave elsewhere does not restart alice's timer.
    let other = lobby.create("bob", GameId::OldMaid, 2, Level::Normal, Instant::now()).unwrap();
    lobby.leave("bob", start + Duration::from_secs(20));
    assert!(lobby.table(other).is_none());
    assert!(!lobby.advance(start + Duration::from_secs(20)).0, "her 30 s are not over");
    assert!(lobby.advance(start + Duration::from_secs(32)).0, "then the table draws for her");
    assert!(seq(&lobby) > before);
}

#[test]
fn a_rematch_is_dealt_once_every_person_at_the_table_asks() {
    let now = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::OldMaid, 3, Level::Normal, Instant::now()).unwrap();
    lobby.join(id, "bob", now).unwrap();
    lobby.start(id, "alice", 9, now).unwrap();
    assert_eq!(lobby.ask("alice", Ask::Rematch, now), Err(Refused::Move(Refusal::NotOver)));
    // Play it out: the table draws for everyone once their time is up.
    let mut t = now;
    while lobby.table(id).unwrap().phase == Phase::Playing {
        t += Duration::from_secs(31);
        lobby.advance(t);
    }
    lobby.ask("alice", Ask::Rematch, t).unwrap();
    assert_eq!(lobby.table(id).unwrap().phase, Phase::Finished, "bob has not asked");
    lobby.ask("bob", Ask::Rematch, t).unwrap();
    assert_eq!(lobby.table(id).unwrap().phase, Phase::Playing);
}

#[test]
fn someone_who_left_a_game_may_sit_down_elsewhere_and_gives_the_old_chair_up() {
    let now = Instant::now();
    let mut lobby = Lobby::new(8);
    let first = lobby.create("alice", GameId::OldMaid, 3, Level::Normal, Instant::now()).unwrap();
    lobby.join(first, "bob", now).unwrap();
    lobby.start(first, "alice", 1, now).unwrap();
    // Alice, still in her chair, is refused a second table.
    assert_eq!(
        lobby.create("alice", GameId::Tictactoe, 2, Level::Easy, Instant::now()),
        Err(Refused::Seated(first))
    );
    // Once she left the game, a new table of hers gives the old chair to its computer.
    lobby.leave("alice", now);
    let second = lobby.create("alice", GameId::Tictactoe, 2, Level::Easy, Instant::now()).unwrap();
    assert_eq!(lobby.seated_at("alice"), Some(second));
    let table = lobby.table(first).unwrap();
    assert_eq!(table.chairs[0].seat, Some(Seat::Computer(Level::Normal)));
    assert!(table.automatic(0) && !table.automatic(1));
    // Bob leaves his game too and joins her: his old table has nobody left, and closes.
    lobby.leave("bob", now);
    assert_eq!(lobby.join(second, "bob", now), Ok(1));
    assert!(lobby.table(first).is_none());
}

#[test]
fn a_table_nobody_starts_closes_after_the_wait_limit_and_a_started_one_does_not() {
    let start = Instant::now();
    let mut lobby = Lobby::new(2).with_limits(Duration::from_secs(60), PER_ADDRESS);
    let idle = lobby.create("alice", GameId::OldMaid, 3, Level::Normal, start).unwrap();
    let played = lobby.create("bob", GameId::OldMaid, 2, Level::Normal, start).unwrap();
    lobby.join(idle, "carol", start).unwrap();
    lobby.start(played, "bob", 7, at(10, start)).unwrap();
    // The host keeps the table alive by being there, not by waiting: at the limit it closes.
    assert!(!lobby.expire(at(59, start)), "nothing changed yet");
    assert!(lobby.table(idle).is_some());
    assert!(lobby.expire(at(60, start)), "a change: every session is told");
    assert!(lobby.table(idle).is_none(), "the waiting table closed");
    assert!(lobby.table(played).is_some(), "the game under way goes on");
    assert_eq!(lobby.seated_at("carol"), None);
    // Its place is free: a new table opens (the lobby holds two).
    assert!(lobby.create("carol", GameId::OldMaid, 2, Level::Normal, at(61, start)).is_ok());
}

#[test]
fn one_address_may_keep_only_so_many_tables_waiting_whatever_the_names() {
    let now = Instant::now();
    let mut lobby = Lobby::new(16).with_limits(WAIT, 2);
    let home = Some(std::net::IpAddr::from([192, 0, 2, 1]));
    let away = Some(std::net::IpAddr::from([192, 0, 2, 2]));
    let open = |lobby: &mut Lobby, name: &str, from| {
        lobby.create_from(name, from, GameId::OldMaid, 2, Level::Normal, now)
    };
    let first = open(&mut lobby, "squat1", home).unwrap();
    open(&mut lobby, "squat2", home).unwrap();
    assert_eq!(open(&mut lobby, "squat3", home), Err(Refused::TooManyFromAddress));
    assert!(open(&mut lobby, "alice", away).is_ok(), "another address is not counted");
    // A table under way no longer counts: it is played, not squatted.
    lobby.start(first, "squat1", 1, now).unwrap();
    assert!(open(&mut lobby, "squat3", home).is_ok());
    // Without an address (the local program's tests), no such limit.
    assert!(open(&mut lobby, "bob", None).is_ok() && open(&mut lobby, "carol", None).is_ok());
}

#[test]
fn a_game_finished_for_someone_away_stays_ten_minutes_from_its_end_whatever_else_happens() {
    let start = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::Tictactoe, 2, Level::Easy, start).unwrap();
    lobby.start(id, "alice", 3, start).unwrap();
    lobby.leave("alice", start);
    assert_eq!(lobby.missed_by("alice"), Some((id, 1)), "she saw the deal, nothing after");
    // The table plays both chairs to the end.
    let mut now = start;
    while lobby.table(id).unwrap().phase != Phase::Finished {
        now += live::PACE;
        lobby.advance(now);
        assert!(now < start + Duration::from_secs(60), "the game ends");
    }
    let end = now;
    // Someone else opens and leaves a table; alice's session ends too: hers stays.
    lobby.create("bob", GameId::Othello, 2, Level::Easy, end).unwrap();
    lobby.leave("bob", end);
    lobby.leave("alice", end);
    assert!(lobby.table(id).is_some());
    assert!(!lobby.expire(end + RECLAIM - Duration::from_secs(1)));
    assert!(lobby.table(id).is_some(), "ten minutes from the end, not from her leaving");
    assert_eq!(lobby.join(id, "alice", end + Duration::from_secs(60)), Ok(0));
    lobby.caught_up("alice", id);
    assert_eq!(lobby.missed_by("alice"), None);
    // Seen, and left again: the table closes.
    lobby.leave("alice", end + Duration::from_secs(61));
    assert!(lobby.table(id).is_none());
}

#[test]
fn a_finished_game_nobody_comes_back_to_closes_ten_minutes_after_its_end() {
    let start = Instant::now();
    let mut lobby = Lobby::new(8);
    let id = lobby.create("alice", GameId::Tictactoe, 2, Level::Easy, start).unwrap();
    lobby.start(id, "alice", 3, start).unwrap();
    lobby.leave("alice", start);
    let mut now = start;
    while lobby.table(id).unwrap().phase != Phase::Finished {
        now += live::PACE;
        lobby.advance(now);
    }
    assert!(lobby.expire(now + RECLAIM));
    assert!(lobby.table(id).is_none());
}

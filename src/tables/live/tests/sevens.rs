//! Killer Sevens at a table (`games/sevens/table.rs`), played by the server's [`Live`].

use super::super::{Ask, Event, Live, Refusal, TableEvent};
use crate::catalog::GameId;
use crate::games::Level;
use crate::games::old_maid::table::OldMaidAsk;
use crate::games::sevens::table::{SevensAsk, SevensEvent, SevensTable};
use crate::games::sevens::{Game, SevensOptions};

fn game_of(live: &Live) -> &Game {
    &live.game.state::<SevensTable>().expect("a Sevens table").game
}

#[test]
fn the_table_plays_whole_games_for_every_table_size_and_each_event_replays_it() {
    for chairs in 3..=6 {
        let mut live = Live::new(GameId::Sevens, chairs, chairs as u64, Level::Normal).unwrap();
        assert_eq!(game_of(&live).players(), chairs);
        assert_eq!(game_of(&live).pass_limit(), SevensOptions::default().pass_limit);
        let mut moves = 0;
        while live.play_for_turn().is_some() {
            moves += 1;
        }
        assert!(live.is_over() && moves >= 48 / chairs, "{chairs} chairs, {moves} moves");
        let events = live.events_since(0).unwrap();
        assert_eq!(events.len(), moves + 1);
        let Some(TableEvent::Played { what: SevensEvent::Turn(report), after }) =
            events.last().and_then(Event::of::<SevensTable>)
        else {
            panic!("a turn ends it")
        };
        let after = &after.game;
        assert_eq!(report.next_player, None);
        assert_eq!(after, game_of(&live));
        // Every card ended on the table, played or dead.
        assert!((0..chairs).all(|c| after.hand_len(c) == 0));
    }
}

#[test]
fn moves_are_refused_out_of_turn_and_against_the_rules() {
    let mut live = Live::new(GameId::Sevens, 4, 3, Level::Normal).unwrap();
    let on = live.on_turn().unwrap();
    let game = game_of(&live).clone();
    let other = (on + 1) % 4;
    let theirs = game.playable_cards(other);
    let card = theirs.first().copied().unwrap_or(game.hand(other)[0]);
    assert_eq!(
        live.ask(other, Ask::of(SevensAsk::PlayCard(card)), true),
        Err(Refusal::NotYourTurn)
    );
    assert_eq!(live.ask(other, Ask::of(SevensAsk::Pass), true), Err(Refusal::NotYourTurn));
    // Another chair's card, and one of one's own that cannot be played yet.
    assert_eq!(
        live.ask(on, Ask::of(SevensAsk::PlayCard(game.hand(other)[0])), true),
        Err(Refusal::Illegal)
    );
    let stuck = game.hand(on).into_iter().find(|c| !game.playable_cards(on).contains(c));
    if let Some(stuck) = stuck {
        assert_eq!(live.ask(on, Ask::of(SevensAsk::PlayCard(stuck)), true), Err(Refusal::Illegal));
    }
    // Another game's move, and a rematch before the end.
    assert_eq!(live.ask(on, Ask::of(OldMaidAsk::Draw(0)), true), Err(Refusal::Illegal));
    assert_eq!(live.ask(on, Ask::Rematch, true), Err(Refusal::NotOver));
    assert_eq!(live.next_seq(), 1, "nothing was played");
    // A pass (the default limit leaves three) and then a play are taken.
    live.ask(on, Ask::of(SevensAsk::Pass), true).unwrap();
    assert_eq!(game_of(&live).passes_used(on), 1);
    let next = live.on_turn().unwrap();
    let card = game_of(&live).playable_cards(next)[0];
    live.ask(next, Ask::of(SevensAsk::PlayCard(card)), true).unwrap();
    assert_eq!(live.next_seq(), 3);
}

#[test]
fn a_rematch_deals_again_with_the_same_chairs_and_level() {
    let mut live = Live::new(GameId::Sevens, 5, 8, Level::Easy).unwrap();
    while live.play_for_turn().is_some() {}
    let first = game_of(&live).clone();
    live.redeal();
    let SevensTable { game, level } = live.game.state().expect("still Sevens");
    assert_eq!((game.players(), *level), (5, Level::Easy));
    assert!(!game.is_over() && game.turns() == 0 && game != &first);
    assert!(matches!(live.events_since(live.next_seq() - 1), Some([Event::Dealt(_)])));
}

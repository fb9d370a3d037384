//! The real terminal: set up raw mode, the alternate screen and mouse capture; run the event
//! loop; and put everything back on every way out — quit, error, panic, Ctrl+C (which
//! arrives as a key in raw mode and quits through the normal path) and SIGTERM/SIGHUP; and
//! end the program, its game saved, when the terminal vanishes without a signal.

use std::io::{IsTerminal, stdout};
use std::time::{Duration, Instant};

use crossterm::cursor::Show;
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use ratatui::DefaultTerminal;

use crate::app::App;
use crate::event::Msg;

/// Frame interval while something animates (~30 frames a second).
const FRAME: Duration = Duration::from_millis(33);
/// How often the terminal watch looks whether the terminal is still there.
const TERMINAL_CHECK: Duration = Duration::from_millis(250);

/// There is no terminal to draw on (output redirected, or no controlling terminal at all, as
/// under cron or `ssh host asobi`): a plain one-line message for the player, not a crash report.
#[derive(Debug)]
pub struct NoTerminal(pub String);

impl std::fmt::Display for NoTerminal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "asobi needs a terminal for its game screen ({}); run it in a terminal window, or \
             see `asobi sim --help` for games without a screen",
            self.0
        )
    }
}

impl std::error::Error for NoTerminal {}

/// Checks, before anything is loaded, that there is a terminal to draw on. (Input may still
/// come from `/dev/tty` when stdin is redirected; crossterm reads from there.)
pub fn ensure_terminal() -> Result<(), NoTerminal> {
    use std::io::IsTerminal;
    if stdout().is_terminal() {
        Ok(())
    } else {
        Err(NoTerminal("its output is not a terminal".into()))
    }
}

/// Puts the terminal back: mouse reporting off, cursor shown, cooked mode, main screen.
/// Safe to call more than once.
pub fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture, Show);
    ratatui::restore();
}

/// Restores the terminal when dropped, so an early `?` return cannot leave it raw.
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}

/// Runs `app` until it quits.
pub fn run(mut app: App) -> color_eyre::Result<()> {
    let mut terminal = match ratatui::try_init() {
        Ok(terminal) => terminal,
        Err(e) => {
            // Set-up may fail half-way (raw mode on, screen not switched): undo what took.
            restore();
            return Err(NoTerminal(e.to_string()).into());
        }
    };
    // ratatui's hook restores raw mode and the screen; ours also turns the mouse off and shows
    // the cursor, then hands over to the previous hooks (ratatui's, then color-eyre's report).
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    let guard = Guard;
    watch_signals(app.save_flusher());
    watch_terminal(app.save_flusher());
    execute!(stdout(), EnableMouseCapture)?;
    let result = event_loop(&mut terminal, &mut app);
    // Quit and Ctrl+C come here; an unfinished game was recorded and is written now.
    let failures = app.flush_saves();
    drop(guard);
    for failure in failures {
        eprintln!("asobi: {failure}");
    }
    if let Some(notice) = app.exit_notice() {
        eprintln!("asobi: {notice}");
    }
    result
}

/// On SIGTERM, SIGHUP or SIGQUIT: write the unfinished game, restore the terminal and exit
/// with 128 + the signal. Settings and statistics are already on disk (they are saved as they
/// change), so nothing is lost by not unwinding the event loop, which is blocked reading input.
#[cfg(unix)]
fn watch_signals(saves: crate::saves::Flusher) {
    use signal_hook::consts::{SIGHUP, SIGQUIT, SIGTERM};
    if let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGQUIT]) {
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                let failures = saves.flush();
                restore();
                for failure in failures {
                    eprintln!("asobi: {failure}");
                }
                std::process::exit(128 + signal);
            }
        });
    }
}

#[cfg(not(unix))]
fn watch_signals(_saves: crate::saves::Flusher) {}

/// When the terminal goes away and no hangup signal reaches this process (it was not the
/// terminal's controlling process, or something in between kept the signal), crossterm's
/// reader retries a terminal that answers end-of-file forever (crossterm-rs/crossterm#793):
/// the event loop never returns, a core spins, and the game in progress would be lost with
/// the process. So a thread looks every quarter second, and once the terminal is gone does
/// what a hangup does: writes the unfinished game and exits with 129 (128 + SIGHUP). Nothing
/// is restored: there is no terminal left to restore.
fn watch_terminal(saves: crate::saves::Flusher) {
    std::thread::spawn(move || {
        while stdout().is_terminal() {
            std::thread::sleep(TERMINAL_CHECK);
        }
        for failure in saves.flush() {
            eprintln!("asobi: {failure}");
        }
        std::process::exit(128 + 1);
    });
}

/// Test-only switch (debug builds): `ASOBI_TEST_PANIC=1` panics on the first key press, so the
/// pseudo-terminal tests can first see the terminal taken over, then prove a panic restores
/// it. Compiled out of release.
fn induced_panic(_msg: &Msg) {
    #[cfg(debug_assertions)]
    if matches!(_msg, Msg::Key(_)) && std::env::var_os("ASOBI_TEST_PANIC").is_some() {
        panic!("induced panic (ASOBI_TEST_PANIC) to test terminal restoration");
    }
}

/// Hands one input to the app (through the test-only panic switch).
fn deliver(app: &mut App, msg: Msg) {
    induced_panic(&msg);
    app.update(msg);
}

/// Puts exported text on the terminal's clipboard with OSC 52. Terminals that do not allow it
/// ignore the sequence; the text is also shown and written to a file, so nothing depends on it.
fn send_clipboard(app: &mut App) {
    use std::io::Write;
    if let Some(text) = app.take_clipboard() {
        let mut out = stdout();
        let _ = out.write_all(osc52(&text).as_bytes());
        let _ = out.flush();
    }
}

/// The escape sequence that asks a terminal to put `text` on its clipboard (OSC 52).
pub fn osc52(text: &str) -> String {
    use base64::Engine;
    let encoded = base64::engine::general_purpose::STANDARD.encode(text);
    format!("\x1b]52;c;{encoded}\x07")
}

/// Draw, then wait: blocking on input when idle (no CPU), polling at frame rate and sending
/// `Tick`s only while the screen animates.
fn event_loop(terminal: &mut DefaultTerminal, app: &mut App) -> color_eyre::Result<()> {
    // Measure glyph widths before the first frame covers the probe's scribbles.
    app.set_glyph_widths(crate::term_caps::probe_glyph_widths());
    terminal.clear()?;
    let size = terminal.size()?;
    app.update(Msg::Resize(size.width, size.height));
    let mut last_tick = Instant::now();
    while !app.should_quit() {
        send_clipboard(app);
        terminal.draw(|frame| app.draw(frame))?;
        if app.animating() {
            let timeout = FRAME.saturating_sub(last_tick.elapsed());
            if event::poll(timeout)?
                && let Some(msg) = Msg::from_event(event::read()?)
            {
                deliver(app, msg);
            }
            if last_tick.elapsed() >= FRAME {
                let dt = last_tick.elapsed();
                last_tick = Instant::now();
                app.update(Msg::Tick(dt));
            }
        } else {
            if let Some(msg) = Msg::from_event(event::read()?) {
                deliver(app, msg);
            }
            // The first tick after an idle spell counts from now, not from the last frame.
            last_tick = Instant::now();
        }
    }
    Ok(())
}

//! The real binary in a pseudo-terminal: keys go in, the screen is read back through a VT100
//! emulator, and the terminal's state (alternate screen, cursor, mouse mode, termios) can be
//! checked after the program exits.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub struct PtySession {
    /// `None` once [`PtySession::hang_up`] closed it.
    master: Option<Box<dyn MasterPty + Send>>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    child: Box<dyn Child + Send + Sync>,
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, in order: the emulator keeps only the last mouse mode, so
    /// proving each mode was switched off needs the stream itself.
    raw: Arc<Mutex<Vec<u8>>>,
    /// Asks the reader thread to stop after its next read (it holds a copy of the master).
    stop_reading: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
}

/// The mouse modes crossterm's `EnableMouseCapture` switches on (normal, button-event and
/// any-event tracking, then the urxvt and SGR encodings); `DisableMouseCapture` sends each
/// with `l` instead of `h`.
const MOUSE_MODES: [u16; 5] = [1000, 1002, 1003, 1015, 1006];

impl PtySession {
    /// Starts `asobi` with `args` at 100x30, its data in `home`.
    pub fn start(home: &Path, args: &[&str]) -> PtySession {
        PtySession::start_with_env(home, args, &[])
    }

    /// Like `start`, with extra environment variables.
    pub fn start_with_env(home: &Path, args: &[&str], env: &[(&str, &str)]) -> PtySession {
        PtySession::start_sized(home, args, env, 100, 30)
    }

    /// Like `start_with_env`, in a terminal of `cols` × `rows`.
    pub fn start_sized(
        home: &Path,
        args: &[&str],
        env: &[(&str, &str)],
        cols: u16,
        rows: u16,
    ) -> PtySession {
        PtySession::run(asobi_command(home, args), env, cols, rows)
    }

    /// Like `start`, in a pseudo-terminal that is not asobi's controlling terminal: closing it
    /// sends asobi no hangup signal (as when something between the terminal and asobi keeps
    /// the signal), so [`PtySession::hang_up`] shows what asobi does on its own.
    pub fn start_without_hangup_signal(home: &Path, args: &[&str]) -> PtySession {
        let mut cmd = asobi_command(home, args);
        cmd.set_controlling_tty(false);
        PtySession::run(cmd, &[], 100, 30)
    }

    /// Any program in a pseudo-terminal of `cols` × `rows` (an SSH client, for the server's
    /// tests), with `env` added.
    pub fn run(mut cmd: CommandBuilder, env: &[(&str, &str)], cols: u16, rows: u16) -> PtySession {
        let pty = native_pty_system()
            .openpty(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 })
            .expect("openpty");
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pty.slave.spawn_command(cmd).expect("spawn the program");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().expect("reader");
        let writer = Arc::new(Mutex::new(pty.master.take_writer().expect("writer")));
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let sink = Arc::clone(&parser);
        let raw = Arc::new(Mutex::new(Vec::new()));
        let raw_sink = Arc::clone(&raw);
        let answer = Arc::clone(&writer);
        let stop_reading = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&stop_reading);
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || stop.load(Ordering::SeqCst) {
                    break;
                }
                let chunk = &buf[..n];
                raw_sink.lock().unwrap().extend_from_slice(chunk);
                // Answer cursor-position queries (ESC [ 6 n) as a terminal would, after
                // processing what came before them.
                let mut rest = chunk;
                while let Some(at) = find(rest, b"\x1b[6n") {
                    let mut p = sink.lock().unwrap();
                    p.process(&rest[..at]);
                    let (row, col) = p.screen().cursor_position();
                    drop(p);
                    let reply = format!("\x1b[{};{}R", row + 1, col + 1);
                    let mut w = answer.lock().unwrap();
                    let _ = w.write_all(reply.as_bytes());
                    let _ = w.flush();
                    rest = &rest[at + 4..];
                }
                sink.lock().unwrap().process(rest);
            }
        });
        PtySession {
            master: Some(pty.master),
            writer,
            child,
            parser,
            raw,
            stop_reading,
            reader: Some(reader),
        }
    }

    /// Closes the terminal as a vanishing window would: every copy of the master side is
    /// closed. The reader thread holds one and is blocked reading, so `wake` must be keys that
    /// make asobi draw something new (and change nothing else); closing the writer also types
    /// a newline and Ctrl+D (portable-pty's way of ending input), which must be harmless too.
    pub fn hang_up(&mut self, wake: &[u8]) {
        self.stop_reading.store(true, Ordering::SeqCst);
        self.send(wake);
        let reader = self.reader.take().expect("hung up once");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !reader.is_finished() {
            assert!(
                Instant::now() < deadline,
                "nothing drawn after {wake:?}:\n{}",
                self.contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        reader.join().unwrap();
        *self.writer.lock().unwrap() = Box::new(std::io::sink());
        self.master = None;
    }

    pub fn send(&mut self, bytes: &[u8]) {
        let mut w = self.writer.lock().unwrap();
        w.write_all(bytes).unwrap();
        w.flush().unwrap();
    }

    /// The screen as text.
    pub fn contents(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `text` (panics with the screen after `secs`).
    pub fn wait_for(&self, text: &str, secs: u64) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < deadline {
            if self.contents().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("timed out waiting for {text:?}; screen:\n{}", self.contents());
    }

    /// Waits for the program to exit; returns its success.
    pub fn wait_exit(&mut self, secs: u64) -> bool {
        self.wait_exit_code(secs) == 0
    }

    /// Waits for the program to exit; returns its exit code (128 + N after signal N).
    pub fn wait_exit_code(&mut self, secs: u64) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take the last bytes (the restore sequences).
                std::thread::sleep(Duration::from_millis(200));
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("asobi did not exit; screen:\n{}", self.contents());
    }

    fn master(&self) -> &dyn MasterPty {
        self.master.as_deref().expect("the terminal is still there")
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.process_id()
    }

    /// Plays the centre (key 5) and waits until the board shows it and the computer's reply.
    pub fn play_centre_and_wait_for_the_reply(&mut self) -> Vec<(usize, usize, char)> {
        self.send(b"5");
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let now = tictactoe_marks(&self.contents());
            let count = |c| now.iter().filter(|m| m.2 == c).count();
            if (count('○'), count('×')) == (1, 1) {
                return now;
            }
            assert!(Instant::now() < deadline, "no reply:\n{}", self.contents());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends `signal` to the program.
    pub fn signal(&self, signal: nix::sys::signal::Signal) {
        let pid = self.pid().expect("pid") as i32;
        nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), signal).unwrap();
    }

    /// The emulator's view of the terminal modes, copied out so that no lock is held while a
    /// test asserts (a failed assertion would poison it for the reader thread).
    fn modes(&self) -> Modes {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        let raw = self.raw.lock().unwrap();
        Modes {
            alternate: screen.alternate_screen(),
            cursor_hidden: screen.hide_cursor(),
            mouse: screen.mouse_protocol_mode(),
            encoding: screen.mouse_protocol_encoding(),
            // The emulator remembers only the last mode set, so where each mode was last
            // switched on and off comes from the stream itself.
            switches: MOUSE_MODES
                .map(|m| (m, last(&raw, &mode_switch(m, 'h')), last(&raw, &mode_switch(m, 'l')))),
        }
    }

    /// Asserts asobi holds the terminal: alternate screen, raw mode, every mouse mode switched
    /// on. Called before each way out, it proves that `assert_restored` looks at state that
    /// really changed. (The cursor is checked apart: a screen with a text field shows it.)
    pub fn assert_taken_over(&self) {
        let m = self.modes();
        assert!(m.alternate, "not in the alternate screen");
        assert_ne!(m.mouse, vt100::MouseProtocolMode::None, "mouse reporting off");
        assert_eq!(m.encoding, vt100::MouseProtocolEncoding::Sgr, "mouse encoding not SGR");
        for (mode, on, _) in m.switches {
            assert!(on.is_some(), "mouse mode {mode} never switched on");
        }
        let termios = self.master().get_termios().expect("termios");
        assert!(!termios.local_flags.contains(nix::sys::termios::LocalFlags::ICANON));
    }

    /// Asserts the cursor is hidden (a screen without a text field).
    pub fn assert_cursor_hidden(&self) {
        assert!(self.modes().cursor_hidden, "cursor shown");
    }

    /// Asserts the terminal is as it was before asobi: main screen, cursor shown, no mouse
    /// reporting, and the line discipline back in cooked mode with echo.
    pub fn assert_restored(&self) {
        let m = self.modes();
        assert!(!m.alternate, "still in the alternate screen");
        assert!(!m.cursor_hidden, "cursor left hidden");
        assert_eq!(m.mouse, vt100::MouseProtocolMode::None, "mouse reporting left on");
        assert_eq!(m.encoding, vt100::MouseProtocolEncoding::Default, "mouse encoding left on");
        for (mode, on, off) in m.switches {
            assert!(on.is_some(), "mouse mode {mode} was never switched on");
            assert!(off > on, "mouse mode {mode} left on (on at {on:?}, off at {off:?})");
        }
        let termios = self.master().get_termios().expect("termios");
        use nix::sys::termios::LocalFlags;
        assert!(termios.local_flags.contains(LocalFlags::ICANON), "not in cooked mode");
        assert!(termios.local_flags.contains(LocalFlags::ECHO), "echo left off");
    }
}

/// The command that starts the built `asobi` with `args`, its data in `home`.
fn asobi_command(home: &Path, args: &[&str]) -> CommandBuilder {
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_asobi"));
    // As `kit::binary::asobi`: no backtraces captured for the errors a test provokes.
    cmd.env_remove("RUST_BACKTRACE");
    cmd.env_remove("RUST_LIB_BACKTRACE");
    for a in args {
        cmd.arg(a);
    }
    cmd.env("ASOBI_HOME", home);
    cmd
}

/// Where each tic-tac-toe mark is on the board (between its top and bottom border; the title
/// line names the marks too): (row, column, mark).
pub fn tictactoe_marks(screen: &str) -> Vec<(usize, usize, char)> {
    screen
        .lines()
        .enumerate()
        .skip_while(|(_, line)| !line.contains('┌'))
        .take_while(|(_, line)| !line.contains('└'))
        .flat_map(|(row, line)| {
            // A large board draws each mark as a shape: one '╭' per O, one '╳' per X.
            line.chars().enumerate().filter_map(move |(col, c)| match c {
                '○' | '╭' => Some((row, col, '○')),
                '×' | '╳' => Some((row, col, '×')),
                _ => None,
            })
        })
        .collect()
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// A snapshot of the terminal modes (see `PtySession::modes`).
struct Modes {
    alternate: bool,
    cursor_hidden: bool,
    mouse: vt100::MouseProtocolMode,
    encoding: vt100::MouseProtocolEncoding,
    /// Each mouse mode, with where in the stream it was last switched on and off.
    switches: [(u16, Option<usize>, Option<usize>); MOUSE_MODES.len()],
}

/// Where `needle` last occurs.
fn last(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

/// The private mode sequence `ESC [ ? <mode> h` (set) or `l` (reset).
fn mode_switch(mode: u16, set_or_reset: char) -> Vec<u8> {
    format!("\x1b[?{mode}{set_or_reset}").into_bytes()
}

impl Drop for PtySession {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

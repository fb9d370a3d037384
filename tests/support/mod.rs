//! The real binary in a pseudo-terminal: keys go in, the screen is read back through a VT100
//! emulator, and the terminal's state (alternate screen, cursor, mouse mode, termios) can be
//! checked after the program exits.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub struct PtySession {
    master: Box<dyn MasterPty + Send>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    child: Box<dyn Child + Send + Sync>,
    parser: Arc<Mutex<vt100::Parser>>,
}

impl PtySession {
    /// Starts `asobi` with `args` at 100x30, its data in `home`.
    pub fn start(home: &Path, args: &[&str]) -> PtySession {
        PtySession::start_with_env(home, args, &[])
    }

    /// Like `start`, with extra environment variables.
    pub fn start_with_env(home: &Path, args: &[&str], env: &[(&str, &str)]) -> PtySession {
        let pty = native_pty_system()
            .openpty(PtySize { rows: 30, cols: 100, pixel_width: 0, pixel_height: 0 })
            .expect("openpty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_asobi"));
        for a in args {
            cmd.arg(a);
        }
        cmd.env("ASOBI_HOME", home);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pty.slave.spawn_command(cmd).expect("spawn asobi");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().expect("reader");
        let writer = Arc::new(Mutex::new(pty.master.take_writer().expect("writer")));
        let parser = Arc::new(Mutex::new(vt100::Parser::new(30, 100, 0)));
        let sink = Arc::clone(&parser);
        let answer = Arc::clone(&writer);
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let chunk = &buf[..n];
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
        PtySession { master: pty.master, writer, child, parser }
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
        let deadline = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take the last bytes (the restore sequences).
                std::thread::sleep(Duration::from_millis(200));
                return status.success();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("asobi did not exit; screen:\n{}", self.contents());
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.process_id()
    }

    /// Asserts asobi holds the terminal: alternate screen, raw mode, mouse reporting on. (This
    /// also proves `assert_restored` looks at state that really changes.)
    pub fn assert_taken_over(&self) {
        let parser = self.parser.lock().unwrap();
        assert!(parser.screen().alternate_screen());
        assert_ne!(parser.screen().mouse_protocol_mode(), vt100::MouseProtocolMode::None);
        let termios = self.master.get_termios().expect("termios");
        assert!(!termios.local_flags.contains(nix::sys::termios::LocalFlags::ICANON));
    }

    /// Asserts the terminal is as it was before asobi: main screen, cursor shown, no mouse
    /// reporting, and the line discipline back in cooked mode with echo.
    pub fn assert_restored(&self) {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still in the alternate screen");
        assert!(!screen.hide_cursor(), "cursor left hidden");
        assert_eq!(
            screen.mouse_protocol_mode(),
            vt100::MouseProtocolMode::None,
            "mouse reporting left on"
        );
        let termios = self.master.get_termios().expect("termios");
        use nix::sys::termios::LocalFlags;
        assert!(termios.local_flags.contains(LocalFlags::ICANON), "not in cooked mode");
        assert!(termios.local_flags.contains(LocalFlags::ECHO), "echo left off");
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

impl Drop for PtySession {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

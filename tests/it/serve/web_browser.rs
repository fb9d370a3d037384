//! The page in a real browser: headless Chromium driven over WebDriver (chromedriver, on
//! loopback) logs in from the form, reads the menu from the page, opens a tic-tac-toe table
//! and plays it to its result against an SSH player. Screenshots at about 80×24 and at a
//! phone's size go to `$TMPDIR/wt27-web-*.png` (or `ASOBI_SCREENSHOTS`), to be looked at.
//!
//! Without `chromedriver` on the PATH the test says so and passes, unless `CI` is set
//! (`.ci/run` installs Debian's `chromium` and `chromium-driver`), where it fails.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};

use crate::kit::serve::{Screen, at_menu};
use crate::kit::web::{WAIT, WebServer, runtime};

/// chromedriver on a free loopback port, killed when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    fn start() -> Option<Driver> {
        let port = std::net::TcpListener::bind("127.0.0.1:0").ok()?.local_addr().ok()?.port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let driver = Driver { child, port };
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(100));
        }
        Some(driver)
    }
}

impl Driver {
    /// The driver; without one, says the test is skipped (and fails on CI, which has one).
    fn or_skip() -> Option<Driver> {
        let driver = Driver::start();
        if driver.is_none() {
            assert!(std::env::var_os("CI").is_none(), "chromedriver is missing on CI");
            eprintln!("skipped: no chromedriver (apt-get install chromium chromium-driver)");
        }
        driver
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn browser(port: u16, lang: &str) -> Client {
    let mut args = vec!["--headless=new", "--no-sandbox", "--disable-gpu"];
    let lang_arg = format!("--lang={lang}");
    args.extend(["--disable-dev-shm-usage", &lang_arg, "--window-size=800,600"]);
    let prefs = serde_json::json!({ "intl": { "accept_languages": lang } });
    let mut options = serde_json::json!({ "args": args, "prefs": prefs });
    if std::path::Path::new("/usr/bin/chromium").exists() {
        options["binary"] = "/usr/bin/chromium".into();
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".to_string(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a browser session")
}

/// The page's grid as text (each row a line).
async fn page_text(client: &Client) -> String {
    let script = "return Array.from(document.querySelectorAll('#screen .row'), \
                  r => Array.from(r.children, s => s.className === 'h' ? '' : s.textContent) \
                  .join('')).join('\\n')";
    let text = client.execute(script, vec![]);
    text.await.ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// Waits (bounded) until the page shows `text`, failing with the page if it never does.
async fn expect(client: &Client, text: &str) {
    let deadline = Instant::now() + WAIT;
    loop {
        let shown = page_text(client).await;
        if shown.contains(text) {
            return;
        }
        if Instant::now() >= deadline {
            let html = client.execute("return [document.querySelectorAll('#screen .row').length, Array.from(document.querySelectorAll('#screen span')).filter(s => s.textContent !== ' ').length, document.getElementById('ended').hidden, document.getElementById('bye').textContent]", vec![]);
            panic!("the page never showed {text:?}:\n{shown}\n{:?}", html.await);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Types `keys` into the page (real key events, into the focused grid).
async fn keys(client: &Client, keys: &str) {
    let screen = client.find(Locator::Id("screen")).await.unwrap();
    screen.send_keys(keys).await.unwrap();
}

/// Clicks the grid's cell where `text` starts (a real click, where the mouse would be).
async fn click_text(client: &Client, text: &str) {
    expect(client, text).await;
    let script = "const t = arguments[0]; \
                  for (const [y, r] of document.querySelectorAll('#screen .row').entries()) { \
                    let row = '', at = []; \
                    for (const [x, s] of Array.from(r.children).entries()) { \
                      if (s.className === 'h') continue; at.push([row.length, x]); \
                      row += s.textContent; } \
                    const i = row.indexOf(t); \
                    if (i >= 0) return [at.find(([n]) => n >= i)[1], y]; } \
                  return null;";
    let at = client.execute(script, vec![text.into()]).await.unwrap();
    let (x, y) = (at[0].as_u64().unwrap(), at[1].as_u64().unwrap());
    let css = format!("#screen .row:nth-child({}) > span:nth-child({})", y + 1, x + 1);
    client.find(Locator::Css(&css)).await.unwrap().click().await.unwrap();
}

/// Logs in from the form as a person would.
async fn log_in(client: &Client, origin: &str, name: &str) {
    client.goto(&format!("{origin}/")).await.unwrap();
    let field = client.wait().for_element(Locator::Id("name")).await.unwrap();
    field.send_keys(name).await.unwrap();
    client.find(Locator::Id("password")).await.unwrap().send_keys("sesame").await.unwrap();
    client.find(Locator::Css("#login button")).await.unwrap().click().await.unwrap();
}

/// The grid's size in cells.
async fn grid(client: &Client) -> (u64, u64) {
    let script = "const r = document.querySelectorAll('#screen .row'); \
                  return [r.length ? r[0].children.length : 0, r.length];";
    let v = client.execute(script, vec![]).await.unwrap();
    (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
}

/// Sizes the window so its viewport is `width` × `height` CSS pixels.
async fn viewport(client: &Client, width: u32, height: u32) {
    let v = client.execute("return [outerWidth - innerWidth, outerHeight - innerHeight]", vec![]);
    let v = v.await.unwrap();
    let (dx, dy) = (v[0].as_u64().unwrap_or(0) as u32, v[1].as_u64().unwrap_or(0) as u32);
    client.set_window_size(width + dx, height + dy).await.unwrap();
}

async fn screenshot(client: &Client, name: &str) -> std::path::PathBuf {
    let dir = std::env::var_os("ASOBI_SCREENSHOTS").map_or_else(std::env::temp_dir, Into::into);
    let path = dir.join(format!("wt27-web-{name}.png"));
    std::fs::write(&path, client.screenshot().await.unwrap()).unwrap();
    path
}

/// Plays until the game ends: each side, on its turn, marks the next free square of its
/// own list (the browser the top row, SSH the middle), so whoever starts wins.
async fn play(client: &Client, bob: &mut Screen) {
    let (mut web_moves, mut ssh_moves) = ("123".chars(), "456".chars());
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "no result:\n{}", page_text(client).await);
        bob.drain().await;
        let page = page_text(client).await;
        if page.contains("You win!") || page.contains("wins.") || page.contains("A draw") {
            return;
        }
        if page.contains("Your move") {
            keys(client, &web_moves.next().expect("a move left").to_string()).await;
            tokio::time::sleep(Duration::from_millis(300)).await;
        } else if bob.text().contains("Your move") {
            bob.send(ssh_moves.next().expect("a move left").to_string().as_bytes()).await;
            tokio::time::sleep(Duration::from_millis(300)).await;
        } else {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

#[test]
fn a_browser_logs_in_and_plays_tictactoe_against_an_ssh_player() {
    let Some(driver) = Driver::or_skip() else { return };
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let client = browser(driver.port, "en-US").await;
        log_in(&client, &server.origin(), "web").await;
        expect(&client, "Tic-tac-toe").await;
        expect(&client, "Statistics").await;

        // About 80 × 24 cells: the page sends its new size and the session redraws.
        let (cw, ch) = {
            let v = client.execute("const s = getComputedStyle(document.documentElement); return [parseFloat(s.getPropertyValue('--cw')), parseFloat(s.getPropertyValue('--ch'))]", vec![]).await.unwrap();
            (v[0].as_f64().unwrap(), v[1].as_f64().unwrap())
        };
        let (mut width, mut height) = ((80.0 * cw).ceil() + 2.0, (24.0 * ch).ceil() + 2.0);
        for _ in 0..8 {
            viewport(&client, width as u32, height as u32).await;
            tokio::time::sleep(Duration::from_millis(400)).await;
            let (cols, rows) = grid(&client).await;
            if (cols, rows) == (80, 24) {
                break;
            }
            width += (80.0 - cols as f64) * cw;
            height += (24.0 - rows as f64) * ch;
        }
        let (cols, rows) = grid(&client).await;
        assert!((78..=82).contains(&cols) && (22..=26).contains(&rows), "grid {cols}×{rows}");
        expect(&client, "Tic-tac-toe").await;
        let menu = screenshot(&client, "menu-80x24").await;

        // A tic-tac-toe table, opened from the browser (a real click on the menu's row);
        // bob sits down over SSH.
        click_text(&client, "Tables").await;
        expect(&client, "Open tables").await;
        keys(&client, "n").await;
        expect(&client, "New table").await;
        let left = fantoccini::key::Key::Left.to_string();
        keys(&client, &format!("{left}{left}")).await;
        expect(&client, "Tic-tac-toe").await;
        keys(&client, &fantoccini::key::Key::Enter.to_string()).await;
        expect(&client, "Press Enter to start").await;
        let mut bob = at_menu(server.ssh.unwrap(), "bob", Some("sesame")).await;
        bob.go_to_tables().await;
        bob.expect("#1").await;
        bob.send(b"\r").await;
        bob.expect("Waiting for web to start").await;
        keys(&client, &fantoccini::key::Key::Enter.to_string()).await;
        play(&client, &mut bob).await;
        let page = page_text(&client).await;
        bob.expect("win").await;
        assert!(page.contains("You win!") || page.contains("bob wins."), "{page}");
        let game = screenshot(&client, "game-80x24").await;

        // A phone: the grid follows the window, and the keys a phone lacks are there.
        viewport(&client, 390, 844).await;
        let deadline = Instant::now() + WAIT;
        while grid(&client).await.0 > 50 {
            assert!(Instant::now() < deadline, "grid {:?}", grid(&client).await);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let shown = client.execute("return getComputedStyle(document.getElementById('keys')).display", vec![]);
        assert_ne!(shown.await.unwrap(), "none", "the phone's keys are shown");
        let phone = screenshot(&client, "phone-390x844").await;
        eprintln!("screenshots: {} {} {}", menu.display(), game.display(), phone.display());
        client.close().await.unwrap();
    });
}

#[test]
fn a_japanese_browser_plays_in_japanese_and_logs_out() {
    let Some(driver) = Driver::or_skip() else { return };
    let server = WebServer::start(&["--password", "sesame"]);
    runtime().block_on(async {
        let client = browser(driver.port, "ja").await;
        client.goto(&format!("{}/", server.origin())).await.unwrap();
        // The form is worded in the browser's language, and so is the parlour.
        let form = client.wait().for_element(Locator::Id("login")).await.unwrap();
        assert!(form.text().await.unwrap().contains("名前"));
        log_in(&client, &server.origin(), "花子").await;
        expect(&client, "オセロ").await;
        // A click on a row of wide glyphs lands on that row: the statistics open.
        click_text(&client, "成績").await;
        expect(&client, "まだ記録がありません").await;
        let stats = screenshot(&client, "ja-stats").await;
        keys(&client, &fantoccini::key::Key::Escape.to_string()).await;
        expect(&client, "オセロ").await;
        // Quit: the goodbye, then "Log out" forgets the login; the page is back at the form
        // and the session's socket is refused without a new login.
        keys(&client, "q").await;
        let ended = client.wait().for_element(Locator::Css("#ended:not([hidden])")).await;
        ended.unwrap();
        client.find(Locator::Id("logout_button")).await.unwrap().click().await.unwrap();
        let form = client.wait().for_element(Locator::Css("#login:not([hidden])")).await;
        form.unwrap();
        client.refresh().await.unwrap();
        client.wait().for_element(Locator::Css("#login:not([hidden])")).await.unwrap();
        let play = client.execute("return document.getElementById('play').hidden", vec![]);
        assert_eq!(play.await.unwrap(), serde_json::json!(true), "a reload needs a login");
        eprintln!("screenshot: {}", stats.display());
        client.close().await.unwrap();
    });
    assert!(server.until_logged("logged out"));
}

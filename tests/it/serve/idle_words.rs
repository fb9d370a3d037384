//! The words a session closed for idleness ends with: one minute is "a minute", never
//! "1 minutes".

use crate::kit::serve::{Server, connect, runtime};

#[test]
fn a_session_closed_after_one_idle_minute_says_a_minute() {
    let server = Server::start(&["--password", "pw", "--idle-timeout", "1"]);
    runtime().block_on(async {
        let mut conn = connect(server.addr).await;
        assert!(conn.password("alice", "pw").await);
        let mut screen = conn.shell(80, 24, &[("LANG", "en_US.UTF-8")]).await;
        screen.expect("Statistics").await;
        assert!(screen.until_closed().await, "closed for idleness");
        let said = String::from_utf8_lossy(&screen.raw).into_owned();
        assert!(said.contains("Closed after a minute without a key press."), "{said}");
        assert!(!said.contains("1 minutes"), "{said}");
    });
}

//! `asobi serve accounts list|rename|remove|reset`: the host's hand on the book of names.
//! Each change is written atomically; a player's folder moves with their name, and a removed
//! player's folder is moved aside, never deleted (nothing a player kept is lost by a typo).
//! Best run while the player is not connected: a running session writes to the folder it
//! started with.

use std::io::BufRead;
use std::path::Path;

use super::{Account, Accounts, Credential, fingerprint};
use crate::outcome::{CliResult, usage};
use crate::serve::access::{Name, name_of_folder};

/// `asobi serve accounts …`.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum AccountsCommand {
    /// Every player: their name, folder, and what holds the name (a key, a password, nothing).
    List,
    /// Gives a player a new name: their account and their folder move to it.
    Rename { old: String, new: String },
    /// Forgets a player: the name is free again, their folder moved to <data>/removed/.
    Remove { name: String },
    /// Frees a name from its key or password: the next login claims it again. With
    /// --password, sets the name's password instead, read from standard input's first line.
    Reset {
        name: String,
        #[arg(long)]
        password: bool,
    },
}

/// Runs one accounts command on the data folder `root`.
pub fn run(command: AccountsCommand, root: &Path) -> CliResult {
    let accounts = Accounts::new(root.to_path_buf());
    let (_, warning) = accounts.read();
    if let Some(warning) = warning {
        eprintln!("warning: {warning}");
    }
    match command {
        AccountsCommand::List => list(&accounts, root),
        AccountsCommand::Rename { old, new } => rename(&accounts, root, &old, &new),
        AccountsCommand::Remove { name } => remove(&accounts, root, &name),
        AccountsCommand::Reset { name, password } => reset(&accounts, &name, password),
    }
}

fn parse(name: &str) -> color_eyre::Result<Name> {
    Name::parse(name).or_else(|bad| usage(format!("{name:?} cannot be a name ({bad:?})")))
}

fn list(accounts: &Accounts, root: &Path) -> CliResult {
    let book = accounts.read().0;
    let mut rows: Vec<(String, String, String)> = book
        .accounts
        .iter()
        .map(|(folder, account)| {
            let held = match &account.credential {
                Credential::Key(k) => format!("key {}", fingerprint(k)),
                Credential::Password(_) => "password".to_string(),
            };
            (account.name.clone(), folder.clone(), held)
        })
        .collect();
    // Players who only ever played under a free name have a folder and no account.
    if let Ok(entries) = std::fs::read_dir(root.join("users")) {
        for entry in entries.flatten() {
            let folder = entry.file_name().to_string_lossy().into_owned();
            if !book.accounts.contains_key(&folder) {
                let name = name_of_folder(&folder).unwrap_or_else(|| folder.clone());
                rows.push((name, folder, "nothing (free)".to_string()));
            }
        }
    }
    rows.sort_by(|a, b| a.1.cmp(&b.1));
    println!("{:<30}  {:<30}  held by", "name", "folder");
    for (name, folder, held) in rows {
        println!("{name:<30}  {folder:<30}  {held}");
    }
    Ok(())
}

fn rename(accounts: &Accounts, root: &Path, old: &str, new: &str) -> CliResult {
    let (old, new) = (parse(old)?, parse(new)?);
    let users = root.join("users");
    let (from, to) = (users.join(&old.folder), users.join(&new.folder));
    let book = accounts.read().0;
    let account = book.accounts.get(&old.folder).cloned();
    if account.is_none() && !from.is_dir() {
        return usage(format!("no player named {}", old.shown));
    }
    let moving = old.folder != new.folder;
    if moving && (book.accounts.contains_key(&new.folder) || to.exists()) {
        return usage(format!("the name {} is taken", new.shown));
    }
    if moving && from.is_dir() {
        std::fs::rename(&from, &to)?;
    }
    let written = accounts.change(|book| {
        if let Some(account) = book.accounts.remove(&old.folder) {
            let renamed = Account { name: new.shown.clone(), ..account };
            book.accounts.insert(new.folder.clone(), renamed);
        }
    });
    if let Err(e) = written {
        if moving && to.is_dir() {
            let _ = std::fs::rename(&to, &from);
        }
        return Err(color_eyre::eyre::eyre!(e));
    }
    println!("{} is now {} (folder {})", old.shown, new.shown, to.display());
    Ok(())
}

fn remove(accounts: &Accounts, root: &Path, name: &str) -> CliResult {
    let name = parse(name)?;
    let folder = root.join("users").join(&name.folder);
    let had = accounts.read().0.accounts.contains_key(&name.folder);
    if !had && !folder.is_dir() {
        return usage(format!("no player named {}", name.shown));
    }
    accounts
        .change(|book| book.accounts.remove(&name.folder))
        .map_err(color_eyre::eyre::Report::msg)?;
    println!("{} is free: its account is gone", name.shown);
    if folder.is_dir() {
        // Aside, not deleted: whoever claims the name next starts afresh, and nothing is lost.
        let removed = root.join("removed");
        std::fs::create_dir_all(&removed)?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let aside = removed.join(format!("{}.{stamp}", name.folder));
        std::fs::rename(&folder, &aside)?;
        println!("their files were moved to {}", aside.display());
    }
    Ok(())
}

fn reset(accounts: &Accounts, name: &str, password: bool) -> CliResult {
    let name = parse(name)?;
    if password {
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line)?;
        let given = line.trim_end_matches(['\n', '\r']);
        if given.is_empty() {
            return usage("no password on standard input");
        }
        let hash = super::hash(given).map_err(color_eyre::eyre::Report::msg)?;
        accounts
            .change(|book| {
                let shown =
                    book.accounts.get(&name.folder).map_or(name.shown.clone(), |a| a.name.clone());
                let account = Account { name: shown, credential: Credential::Password(hash) };
                book.accounts.insert(name.folder.clone(), account);
            })
            .map_err(color_eyre::eyre::Report::msg)?;
        println!("{} now needs the password given", name.shown);
        return Ok(());
    }
    let freed = accounts
        .change(|book| book.accounts.remove(&name.folder).is_some())
        .map_err(color_eyre::eyre::Report::msg)?;
    if !freed {
        return usage(format!("{} is not claimed", name.shown));
    }
    println!("{} is free: the next key or password to log in as it claims it", name.shown);
    Ok(())
}

//! The named opening lines asobi knows: moves from the standard start (in the f5
//! orientation) with their English and Japanese names. Data only; `openings.rs` matches them.

/// One named line: its moves from the standard start (in the f5 orientation), then its
/// English and Japanese names.
pub(super) struct Line {
    pub moves: &'static str,
    pub en: &'static str,
    pub ja: &'static str,
}

const fn line(moves: &'static str, en: &'static str, ja: &'static str) -> Line {
    Line { moves, en, ja }
}

/// Grouped by the reply to the first move, then by the line they grow from. A line that is
/// a prefix of another names the game until the longer one is reached. Where the English and
/// Japanese traditions name the same position differently, each language keeps its own name
/// (IAGO is 雪うさぎ, Greenberg is 手塚システム); where a Japanese name is not settled, the
/// Western name is written in katakana.
pub(super) const LINES: &[Line] = &[
    // The three replies to the first move.
    line("f5d6", "Perpendicular", "縦取り"),
    line("f5f6", "Diagonal", "斜め取り"),
    line("f5f4", "Parallel", "並び取り"),
    line("f5f4e3", "Mouse", "鼠"),
    // Perpendicular, c3: the Tiger.
    line("f5d6c3d3c4", "Tiger", "虎"),
    line("f5d6c3d3c4b3", "Aubrey", "オーブリー"),
    line("f5d6c3d3c4f4c5b3c2", "Rose-Bill", "ローズビル"),
    line("f5d6c3d3c4f4c5b3c2b4", "Central Rose-Bill", "セントラルローズビル"),
    line("f5d6c3d3c4f4c5b3c2e6", "Tamenori", "タメノリ"),
    line("f5d6c3d3c4f4c5b4b5c6f3e6e3", "Ishii", "イシイ"),
    line("f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3", "Mainline Tiger", "メインラインタイガー"),
    line("f5d6c3d3c4f4e3", "Brightwell", "ブライトウェル"),
    line("f5d6c3d3c4f4e6", "Leader's Tiger", "リーダーズタイガー"),
    line("f5d6c3d3c4f4f6", "Stephenson", "スティーブンソン"),
    line("f5d6c3d3c4f4f6b4", "Kung", "カン"),
    line("f5d6c3d3c4f4f6f3", "COMP'OTH", "コンポス"),
    line("f5d6c3d3c4f4f6f3e3", "Lightning Bolt", "ライトニングボルト"),
    line("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7", "F.A.T. Draw", "F.A.T.ドロー"),
    line("f5d6c3d3c4f4f6g5", "No-Kung", "ノーカン"),
    line("f5d6c3g5", "Bent Ganglion", "ベントガングリオン"),
    // Perpendicular, c4: the Cat and its neighbours.
    line("f5d6c4d3c5", "Cat", "猫"),
    line("f5d6c4d3c5f4e3f3c2c6", "Sakaguchi", "坂口流"),
    line("f5d6c4d3c5f4e3f3c2b4b3", "Berner", "ベルナー"),
    line("f5d6c4d3e6", "Italian", "イタリアン"),
    line("f5d6c4g5", "No-Cat", "ノーキャット"),
    line("f5d6c4g5c6", "Swallow", "燕"),
    // Perpendicular, c5 and c6: the Rabbit, the Horse, the Hare.
    line("f5d6c5f4d3", "Horse", "馬"),
    line("f5d6c5f4e3", "Rabbit", "兎"),
    line("f5d6c5f4e3d3", "Mimura", "三村流"),
    line("f5d6c5f4e3c6f3", "Shaman", "シャーマン"),
    line("f5d6c5f4e3c6e6", "Inoue", "井上流"),
    line("f5d6c5f4e3c6e6f6", "IAGO", "雪うさぎ"),
    line("f5d6c5f4e3c6d7", "Bhagat", "バガット"),
    line("f5d6c5f4e3c6d3f3", "Ralle", "Ralle"),
    line("f5d6c5f4e3c6d3f6e6d7", "Rose", "ローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g3", "Sharp Rose", "Sローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g3c4", "Sharp Rose", "Sローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g3c4b4", "Rose-Birdie", "爲則ローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g4", "Flat Rose", "Fローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g4c4", "Flat Rose", "Fローズ"),
    line("f5d6c5f4e3c6d3f6e6d7g4c4g6", "Murakami", "村上流"),
    line("f5d6c5f4e3c6d3f6e6d7e7", "Greenberg", "手塚システム"),
    line("f5d6c6f4e6", "Hare", "野兎"),
    // Diagonal: the wings, then the Cow (e3), the Heath (g5), the Snake (g6) and the rest
    // of black's fifth moves.
    line("f5f6d3f4", "Wing Variation", "ウイング"),
    line("f5f6c4f4", "Semi-Wing Variation", "セミウイング"),
    line("f5f6e6f4e3", "Cow", "牛"),
    line("f5f6e6f4e3d6", "Chimney", "白大量取り"),
    line("f5f6e6f4e3c5g5", "Cow Bat", "こうもり"),
    line("f5f6e6f4e3c5g5g3g4f3c4", "Melnikov", "メルニコフ"),
    line("f5f6e6f4e3c5c4", "Rose-v-Toth", "ローズvトス"),
    line("f5f6e6f4e3c5c4e7", "Tanida", "谷田"),
    line("f5f6e6f4e3c5c4e7g4", "Aircraft", "飛行機"),
    line("f5f6e6f4e3c5c4e7b5e2", "Sailboat", "ヨット"),
    line("f5f6e6f4e3c5c4e7c6e2f3f2", "Kaisokusen", "快速船"),
    line("f5f6e6f4e3c5c4d3c3", "Landau", "ランダウ"),
    line("f5f6e6f4e3c5c4d3f3e2", "Maruoka", "丸岡流"),
    line("f5f6e6f4g5", "Heath", "飛び出し牛"),
    line("f5f6e6f4g5d6", "Heath-Chimney", "ヒースチムニー"),
    line("f5f6e6f4g5e7e3", "Heath-Bat", "裏こうもり"),
    line("f5f6e6f4g5e7d7", "Iwasaki", "岩崎流"),
    line("f5f6e6f4g5e7f7c5e3f3c4d3c2", "Mimura Variation II", "三村流II"),
    line("f5f6e6f4g6", "Snake", "蛇"),
    line("f5f6e6f4g6c5g4g5f3e3c4", "Pyramid", "バシリスク"),
    line("f5f6e6f4g6c6", "Lysons", "コブラ"),
    line("f5f6e6f4g4", "Raccoon Dog", "狸"),
    line("f5f6e6f4g3d6", "Lollipop", "ロケット"),
    line("f5f6e6f4g3f3g4", "Hamilton", "ハミルトン"),
    line("f5f6e6f4g7", "X-square Opening", "暴走牛"),
    line("f5f6e6f4c3", "Buffalo", "バッファロー"),
    line("f5f6e6f4c3c4", "Hokuriku Buffalo", "北陸バッファロー"),
    line("f5f6e6f4c3d6f3", "Tanida Buffalo", "谷田バッファロー"),
    line("f5f6e6f4c3d7f3", "Maruoka Buffalo", "丸岡バッファロー"),
];

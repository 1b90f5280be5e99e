# language: ja
機能: 脳スポ！健康麻雀でしてよいこと
  1000点未満でもリーチできる（アガれなければドボン）。フリテンリーチとリーチ後の見逃しはアガリ放棄。
  リーチ後の暗カンは待ちが変わらなければできる。

  @riichi.no_cancel_low_points
  シナリオ: 1000点未満でもリーチできるがアガれなければドボン (以前の答えは違反時 none)
    リーチ/2：1000点未満のリーチは、その局をアガれなければドボン。答えはその結果を tobi_unless_win と示す。
    もし 持ち点500点・残りツモ5回でリーチできるか確かめる
    ならば できる
    かつ 理由は ok_below_stick
    かつ 違反すると tobi_unless_win

  @riichi.furiten_chombo @riichi.no_furiten_riichi
  シナリオ: フリテンリーチはアガリ放棄
    前提 リーチしている
    もし フリテン own_discard でツモできるか確かめる
    ならば できない
    かつ 違反すると dead_hand

  @riichi.missed_win
  シナリオ: リーチ後に見逃すとツモアガリもできない
    前提 リーチしている
    もし フリテン missed_after_riichi でツモできるか確かめる
    ならば できない
    かつ 理由は missed_after_riichi

  @riichi.ankan
  シナリオ: 待ちが変わらない暗カンはできる
    もし リーチ後の手牌 1112444m456p789s1m で1mを暗カンできるか確かめる
    ならば できる

  @riichi.ankan
  シナリオ: 待ちが変わる暗カンはできない
    もし リーチ後の手牌 1112223m456p789s1m で1mを暗カンできるか確かめる
    ならば できない
    かつ 理由は changes_waits

  @riichi.no_furiten_riichi
  シナリオ: リーチしていなければフリテンでもツモアガリはできる
    もし フリテン own_discard でツモできるか確かめる
    ならば できる

  @penalty.false_win
  シナリオ: フリテンのロンで手牌を倒せばチョンボ
    もし フリテン own_discard でロンできるか確かめる
    ならば できない
    かつ 違反すると chombo

  @calls.kuikae @penalty.dead_kuikae
  シナリオ: 食い替えは打牌後ならアガリ放棄、打牌前なら1000点罰符で取り消せる
    もし チーで4mを456mと鳴いた直後に7mを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_suji
    かつ 違反すると dead_hand
    かつ 取り消すと kuikae

  @calls.kuikae
  シナリオ: ポンした牌そのものも切れない
    もし ポンで5zを鳴いた直後に5zを切れるか確かめる
    ならば できない
    かつ 理由は kuikae_same_tile
    かつ 違反すると dead_hand

  @calls.kuikae
  シナリオ: 筋でも反対側の牌なら切れる
    4mを56mでチーして、4mの外側の1mは食い替えにならない。
    もし チーで4mを456mと鳴いた直後に1mを切れるか確かめる
    ならば できる

  @tiles.dead_wall
  シナリオ: 海底牌でカンはできない
    もし 残りツモ0枚で暗カンできるか確かめる
    ならば できない
    かつ 理由は no_kan_on_last_tile
    かつ 違反すると false_call

  @tiles.dead_wall
  シナリオ: 海底の一つ前ならカンできる
    もし 残りツモ1枚で暗カンできるか確かめる
    ならば できる

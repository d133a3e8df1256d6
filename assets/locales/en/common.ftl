# common: English messages shared by every area. Same ids in both languages.

## Resources, one card or several
resource-brick = { $count ->
    [one] { $count } brick
   *[other] { $count } brick
}
lang-name = English

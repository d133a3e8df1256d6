# common: English words shared by every area. Same ids in both languages.

## A number of cards of one resource: `2 brick` (the name comes from i18n::resource_name).
resource-count = { $count } { $resource }
lang-name = English

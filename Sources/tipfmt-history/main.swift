import HistoryKit

// The history commands live in HistoryKit; this binary only loads GRDB and Foundation for them.
HistoryTool.main()

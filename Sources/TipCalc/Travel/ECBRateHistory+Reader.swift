internal import Money

extension ECBRateHistory {
    /// Reads an ECB history file as a stream of chunks, in either of its two forms.
    ///
    /// - `eurofxref-hist.xml`: the gesmes envelope, one `<Cube time='YYYY-MM-DD'>` per day holding
    ///   `<Cube currency='USD' rate='1.0832'/>` entries (a daily file is the one-day case);
    /// - `eurofxref-hist.csv`: the header `Date,USD,JPY,…,` (with its trailing comma), then one
    ///   line a day, `N/A` (or nothing) where a currency has no fixing.
    ///
    /// Days may come in any order (the ECB writes the newest first). Only the current tag or line
    /// is held besides the table, so memory grows with the rates, not the text.
    ///
    ///     var reader = ECBRateHistory.Reader(source: path)
    ///     while let chunk = nextChunk() { try reader.consume(chunk) }
    ///     let history = try reader.finish()
    ///
    /// Every problem is a ``TipCalcError/rates(file:reason:)`` with a line number; nothing traps.
    public struct Reader: Sendable {
        private enum Format { case unknown, xml, csv }
        private enum Element: Equatable { case envelope, header, cube, other }

        /// The file name, for errors.
        public let source: String
        private var format = Format.unknown
        private var line = 1
        private var atStart = true
        private var token: [UInt8] = []
        private var inTag = false
        // XML
        private var stack: [Element] = []
        private var names: [[UInt8]] = []
        private var sawRoot = false
        // CSV
        private var headerColumns: [Int]? = nil
        // The table, sparse while reading: one entry per rate given.
        private var columns: [String: Int] = [:]
        private var columnCodes: [String] = []
        private var rowDays: [Int32] = []
        private var lastRowOfColumn: [Int32] = []
        private var entryRow: [Int32] = []
        private var entryColumn: [UInt16] = []
        private var entrySignificand: [Int64] = []
        private var entryScale: [UInt8] = []

        /// The longest tag or line read (the real ones are under 400 bytes).
        static let maximumToken = 1 << 16

        /// Starts reading the file named `source`.
        public init(source: String) {
            self.source = source
        }

        /// Reads the next chunk of the file's bytes.
        ///
        /// - Throws: ``TipCalcError/rates(file:reason:)`` for anything but the two forms.
        public mutating func consume(_ chunk: some Sequence<UInt8>) throws(TipCalcError) {
            // withContiguousStorageIfAvailable rethrows untyped errors; the failure is carried out.
            var failure: Failure? = nil
            let done: Void? = chunk.withContiguousStorageIfAvailable { buffer in
                do throws(Failure) { try consumeBuffer(buffer) } catch { failure = error }
            }
            if done == nil {
                [UInt8](chunk).withUnsafeBufferPointer { buffer in
                    do throws(Failure) { try consumeBuffer(buffer) } catch { failure = error }
                }
            }
            if let failure { throw .rates(file: source, reason: "line \(line): \(failure.reason)") }
        }

        /// Ends the file and returns its table.
        ///
        /// - Throws: ``TipCalcError/rates(file:reason:)`` for a file that ends early, has no day,
        ///   or has a day twice.
        public mutating func finish() throws(TipCalcError) -> ECBRateHistory {
            do {
                return try build()
            } catch {
                throw .rates(file: source, reason: error.reason)
            }
        }

        struct Failure: Error { let reason: String }

        // MARK: Bytes

        private mutating func consumeBuffer(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) {
            var index = 0
            if atStart {
                // A UTF-8 byte-order mark, then blank space, come before either form.
                if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
                while index < buffer.count, Self.isBlank(buffer[index]) {
                    if buffer[index] == 0x0A { line += 1 }
                    index += 1
                }
                guard index < buffer.count else { return }
                atStart = false
                format = buffer[index] == UInt8(ascii: "<") ? .xml : .csv
            }
            switch format {
            case .xml: try consumeXML(buffer, from: index)
            case .csv, .unknown: try consumeCSV(buffer, from: index)
            }
        }

        private mutating func consumeCSV(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) {
            var index = start
            while index < buffer.count {
                // Take up to the next line break in one piece.
                var end = index
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                token.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
                guard token.count <= Self.maximumToken else { throw Failure(reason: "a line is too long for ECB CSV") }
                guard end < buffer.count else { return }
                try csvLine()
                token.removeAll(keepingCapacity: true)
                line += 1
                index = end + 1
            }
        }

        private mutating func consumeXML(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) throws(Failure) {
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x0A { line += 1 }
                if inTag {
                    token.append(byte)
                    if byte == UInt8(ascii: ">") {
                        // A comment may hold ">"; it ends only at "-->".
                        let isOpenComment =
                            token.starts(with: Self.commentStart)
                            && !(token.count >= 7 && token.suffix(3).elementsEqual("-->".utf8))
                        if !isOpenComment {
                            try tag()
                            token.removeAll(keepingCapacity: true)
                            inTag = false
                        }
                    } else if token.count > Self.maximumToken {
                        throw Failure(reason: "a tag is too long for ECB XML")
                    }
                } else if byte == UInt8(ascii: "<") {
                    inTag = true
                    token.append(byte)
                } else if !Self.isBlank(byte) {
                    guard stack.last == .header else {
                        throw Failure(reason: "unexpected text outside the header elements; is this the ECB XML?")
                    }
                }
                index += 1
            }
        }

        // MARK: XML

        private static let commentStart = Array("<!--".utf8)
        private static let cubeName = Array("Cube".utf8)
        private static let envelopeName = Array("gesmes:Envelope".utf8)
        private static let gesmesPrefix = Array("gesmes:".utf8)

        private mutating func tag() throws(Failure) {
            let bytes = token
            if bytes.starts(with: Self.commentStart) { return }
            if bytes.starts(with: "<?".utf8) {
                guard stack.isEmpty, !sawRoot else { throw Failure(reason: "a <?…?> declaration may only come first") }
                return
            }
            if bytes.starts(with: "<!".utf8) { throw Failure(reason: "this reader takes no DOCTYPE or CDATA") }
            var index = 1
            let isClosing = bytes.count > 1 && bytes[1] == UInt8(ascii: "/")
            if isClosing { index = 2 }
            let nameStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            let name = Array(bytes[nameStart..<index])
            guard !name.isEmpty else { throw Failure(reason: "a tag without a name") }
            let isSelfClosing = bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "/")
            if isClosing {
                guard let open = names.last else { throw Failure(reason: "</\(text(name))> closes nothing") }
                guard open == name else { throw Failure(reason: "</\(text(name))> closes <\(text(open))>") }
                names.removeLast()
                stack.removeLast()
                return
            }
            let element: Element
            if stack.isEmpty {
                guard !sawRoot else { throw Failure(reason: "a second top-level element <\(text(name))>") }
                guard name == Self.envelopeName else {
                    throw Failure(
                        reason: "the top-level element is <\(text(name))>, not <gesmes:Envelope>; is this the ECB XML?")
                }
                sawRoot = true
                element = .envelope
            } else if name == Self.cubeName {
                try cube(bytes, attributesFrom: index, selfClosing: isSelfClosing)
                element = .cube
            } else {
                element = name.starts(with: Self.gesmesPrefix) ? .header : .other
            }
            if !isSelfClosing {
                stack.append(element)
                names.append(name)
            }
        }

        private mutating func cube(_ bytes: [UInt8], attributesFrom start: Int, selfClosing: Bool) throws(Failure) {
            let depth = stack.reversed().prefix { $0 == .cube }.count + 1
            guard stack.count == depth else {
                throw Failure(reason: "<Cube> outside Cube > Cube time > Cube currency inside <gesmes:Envelope>")
            }
            let attributes = try Self.attributes(bytes, from: start)
            switch depth {
            case 1:
                guard attributes.isEmpty else { throw Failure(reason: "the outer <Cube> has attributes") }
            case 2:
                guard attributes.count == 1, attributes[0].name.elementsEqual("time".utf8) else {
                    throw Failure(reason: "expected <Cube time='YYYY-MM-DD'>")
                }
                try startDay(attributes[0].value)
            case 3:
                guard attributes.count == 2 else {
                    throw Failure(reason: "expected <Cube currency='XXX' rate='1.2345'/>")
                }
                var code: ArraySlice<UInt8>? = nil
                var rate: ArraySlice<UInt8>? = nil
                for attribute in attributes {
                    if attribute.name.elementsEqual("currency".utf8) { code = attribute.value }
                    if attribute.name.elementsEqual("rate".utf8) { rate = attribute.value }
                }
                guard let code, let rate else { throw Failure(reason: "expected <Cube currency='XXX' rate='1.2345'/>") }
                let column = try self.column(code)
                guard let parsed = Self.rate(rate) else {
                    throw Failure(
                        reason:
                            "rate='\(text(rate))' for \(columnCodes[column]) is not a positive decimal such as 1.0832")
                }
                try add(column: column, parsed)
            default:
                throw Failure(reason: "a <Cube> nested \(depth) deep; expected Cube > Cube time > Cube currency")
            }
        }

        private static func attributes(_ bytes: [UInt8], from start: Int) throws(Failure) -> [(
            name: ArraySlice<UInt8>, value: ArraySlice<UInt8>
        )] {
            var result: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] = []
            var index = start
            let end = bytes.count - 1  // the ">"
            while index < end {
                while index < end, isBlank(bytes[index]) { index += 1 }
                if index >= end || bytes[index] == UInt8(ascii: "/") { break }
                let nameStart = index
                while index < end, isNameByte(bytes[index]) { index += 1 }
                let name = bytes[nameStart..<index]
                guard !name.isEmpty, index < end, bytes[index] == UInt8(ascii: "=") else {
                    throw Failure(reason: "an attribute in <Cube> is not name='value'")
                }
                index += 1
                guard index < end, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure(reason: "an attribute in <Cube> is not quoted")
                }
                let quote = bytes[index]
                index += 1
                let valueStart = index
                while index < end, bytes[index] != quote { index += 1 }
                guard index < end else { throw Failure(reason: "an attribute in <Cube> is never closed") }
                result.append((name, bytes[valueStart..<index]))
                index += 1
                guard result.count <= 2 else { throw Failure(reason: "a <Cube> has more than two attributes") }
            }
            return result
        }

        // MARK: CSV

        private mutating func csvLine() throws(Failure) {
            if token.last == 0x0D { token.removeLast() }
            let fields = token.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard let headerColumns else {
                guard fields.first?.elementsEqual("Date".utf8) == true else {
                    throw Failure(reason: "the first line is not the header Date,USD,JPY,…; is this the ECB CSV?")
                }
                var header: [Int] = []
                for (position, field) in fields.dropFirst().enumerated() {
                    if field.isEmpty, position == fields.count - 2 { break }  // the trailing comma
                    header.append(try column(field.drop { $0 == 0x20 }))
                }
                guard !header.isEmpty else { throw Failure(reason: "the header names no currency") }
                self.headerColumns = header
                return
            }
            if token.allSatisfy(Self.isBlank) { return }
            guard let date = fields.first else { return }
            try startDay(date)
            let values = fields.dropFirst()
            let extra = values.dropFirst(headerColumns.count)
            guard values.count >= headerColumns.count, extra.allSatisfy({ $0.allSatisfy(Self.isBlank) }) else {
                throw Failure(reason: "\(values.count) values for the header's \(headerColumns.count) currencies")
            }
            for (column, value) in zip(headerColumns, values) {
                let trimmed = value.drop { $0 == 0x20 }
                if trimmed.isEmpty || trimmed.elementsEqual("N/A".utf8) { continue }
                guard let parsed = Self.rate(trimmed) else {
                    throw Failure(
                        reason:
                            "'\(text(value))' for \(columnCodes[column]) is not a positive decimal such as 1.0832 or N/A"
                    )
                }
                try add(column: column, parsed)
            }
        }

        // MARK: Table

        private mutating func startDay(_ text: ArraySlice<UInt8>) throws(Failure) {
            let digits = Array(text)
            guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
                let year = CalendarDate.number(digits[0..<4]), let month = CalendarDate.number(digits[5..<7]),
                let day = CalendarDate.number(digits[8..<10]),
                let date = CalendarDate(year: year, month: month, day: day)
            else {
                throw Failure(reason: "'\(self.text(text))' is not a YYYY-MM-DD date")
            }
            rowDays.append(Int32(clamping: date.dayNumber))
        }

        private mutating func column(_ code: ArraySlice<UInt8>) throws(Failure) -> Int {
            guard code.count == 3, code.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                throw Failure(reason: "'\(text(code))' is not a three-letter upper-case ISO code")
            }
            let name = String(decoding: code, as: UTF8.self)
            guard name != "EUR" else { throw Failure(reason: "it lists EUR, which is the base (1 EUR = 1 EUR)") }
            if let known = columns[name] { return known }
            guard columnCodes.count < Int(UInt16.max) else { throw Failure(reason: "too many currencies") }
            columns[name] = columnCodes.count
            columnCodes.append(name)
            lastRowOfColumn.append(-1)
            return columnCodes.count - 1
        }

        private mutating func add(column: Int, _ rate: (Int64, UInt8)) throws(Failure) {
            guard let row = rowDays.indices.last else { throw Failure(reason: "a rate before any day") }
            guard lastRowOfColumn[column] != Int32(row) else {
                throw Failure(reason: "\(columnCodes[column]) is listed twice on one day")
            }
            lastRowOfColumn[column] = Int32(row)
            entryRow.append(Int32(row))
            entryColumn.append(UInt16(column))
            entrySignificand.append(rate.0)
            entryScale.append(rate.1)
        }

        private mutating func build() throws(Failure) -> ECBRateHistory {
            if format == .csv, !token.isEmpty {
                try csvLine()
                token.removeAll()
            }
            if format == .xml {
                guard !inTag else { throw Failure(reason: "the file ends inside a tag") }
                guard stack.isEmpty else { throw Failure(reason: "the file ends before </gesmes:Envelope>") }
                guard sawRoot else { throw Failure(reason: "it has no <gesmes:Envelope>; is this the ECB XML?") }
            }
            guard !rowDays.isEmpty else { throw Failure(reason: "it has no day of rates") }
            guard !entryRow.isEmpty else { throw Failure(reason: "it has no rates") }
            // Oldest first; the file's rows, in whatever order, each to its place.
            let order = rowDays.indices.sorted { rowDays[$0] < rowDays[$1] }
            var place = [Int](repeating: 0, count: rowDays.count)
            for (position, row) in order.enumerated() { place[row] = position }
            for position in order.indices.dropFirst() where rowDays[order[position]] == rowDays[order[position - 1]] {
                let day = CalendarDate(dayNumber: Int(rowDays[order[position]]))
                throw Failure(reason: "it has \(day) twice")
            }
            let sortedCodes = columnCodes.indices.sorted { columnCodes[$0] < columnCodes[$1] }
            var columnPlace = [Int](repeating: 0, count: columnCodes.count)
            for (position, column) in sortedCodes.enumerated() { columnPlace[column] = position }
            let width = columnCodes.count
            var significands = [Int64](repeating: 0, count: rowDays.count * width)
            var scales = [UInt8](repeating: 0, count: rowDays.count * width)
            for entry in entryRow.indices {
                let index = place[Int(entryRow[entry])] * width + columnPlace[Int(entryColumn[entry])]
                significands[index] = entrySignificand[entry]
                scales[index] = entryScale[entry]
            }
            return ECBRateHistory(
                source: source, currencies: sortedCodes.map { columnCodes[$0] }, days: order.map { rowDays[$0] },
                significands: significands, scales: scales)
        }

        // MARK: Helpers

        /// A positive decimal of at most 18 digits, as digits and fraction digits.
        private static func rate(_ text: ArraySlice<UInt8>) -> (Int64, UInt8)? {
            var significand: Int64 = 0
            var digits = 0
            var scale: UInt8 = 0
            var sawPoint = false
            for byte in text {
                if byte == UInt8(ascii: ".") {
                    guard !sawPoint, digits > 0 else { return nil }
                    sawPoint = true
                    continue
                }
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                digits += 1
                guard digits <= 18 else { return nil }
                significand = significand * 10 + Int64(byte - UInt8(ascii: "0"))
                if sawPoint { scale += 1 }
            }
            guard digits > 0, significand > 0, !(sawPoint && scale == 0) else { return nil }
            return (significand, scale)
        }

        private static func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }

        private func text(_ bytes: some Collection<UInt8>) -> String {
            let shown = String(decoding: bytes.prefix(20), as: UTF8.self)
            return bytes.count > 20 ? shown + "…" : shown
        }
    }
}

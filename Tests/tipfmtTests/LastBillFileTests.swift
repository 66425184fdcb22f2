import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct LastBillFileTests {
    static func file(_ text: String) throws -> String {
        let path = "/tmp/tipfmt-lastbill-\(UInt64.random(in: 0...UInt64.max)).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anExtremeSavedAtIsUnusableNotATrap() throws {
        for savedAt in [Int64.min, Int64.max, 1_000] {
            let path = try Self.file("{\"bill\": \"1.00\", \"currency\": \"USD\", \"savedAt\": \(savedAt)}")
            defer { unlink(path) }
            // now − savedAt overflows for Int64.min; Int64.max is in the future.
            #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: 500) }
            if savedAt == 1_000 { #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: 999) } }
        }
        let path = try Self.file("{\"bill\": \"1.00\", \"currency\": \"USD\", \"savedAt\": \(Int64.min)}")
        defer { unlink(path) }
        #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: Int64.max) }
    }

    @Test func aFreshBillIsRecalledWithItsLocaleAndAStaleOneIsNot() throws {
        let path = try Self.file(
            "{\"bill\": \"84.50\", \"currency\": \"EUR\", \"locale\": \"de_DE\", \"savedAt\": 1000}")
        defer { unlink(path) }
        let fresh = try #require(try LastBill.read(path, now: 1599))
        #expect(fresh.money.description == "84.50 EUR")
        #expect(fresh.locale?.identifier == "de_DE")
        #expect(fresh.age == 599)
        #expect(try LastBill.read(path, now: 1600) == nil, "600 s is too old")
    }

    @Test func aFileWithoutALocaleStillReads() throws {
        let path = try Self.file("{\"bill\": \"84.50\", \"currency\": \"USD\", \"savedAt\": 10}")
        defer { unlink(path) }
        #expect(try LastBill.read(path, now: 20)?.locale == nil)
    }
}

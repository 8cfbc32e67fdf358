import Testing
@testable import SwiftLayoutC

/// The C handle space (issue 34, item 4): handles of freed objects are never valid again, and no number of
/// creations exhausts them. Before, every handle took the next of 2²⁸ serials and creation failed for the
/// life of the process once they were used (a create/free loop got there in 107 s) with SL_ERR_INTERNAL.
/// The counter is moved forward here instead of making 2²⁸ objects, in one test (the counter is
/// process-wide) whose steps run in order and only move it forward.
@Suite struct HandleTests {
    private func lastError() -> String { String(cString: slLastError()) }

    @Test func theHandleSpace() {
        creationsPastTwoToThe28thWork()
        aDocumentTagIsReusedOnlyWhenFreeAndOldHandlesStayInvalid()
        theLastSerialIsAResourceErrorNotABug()
    }

    func creationsPastTwoToThe28thWork() {
        Registry.setNextSerial((1 << 28) - 2)
        var made: [UInt64] = []
        for _ in 0..<6 {
            let d = slDocumentNew(), env = slEnvNew(100, 100, 2)
            #expect(d != 0 && env != 0, "\(lastError())")
            let l = slLayout(d, slRectangle(d), env)
            #expect(l != 0, "\(lastError())")
            var count = 0
            #expect(slLayoutNodeCount(l, &count) == SL_OK && count == 1)
            made += [l, env, d]
        }
        #expect(slLayoutFree(made[0]) == SL_OK && slEnvFree(made[1]) == SL_OK && slDocumentFree(made[2]) == SL_OK)
        // A freed handle stays invalid, with the message that says so.
        var count = 0
        #expect(slLayoutNodeCount(made[0], &count) == SL_ERR_INVALID_HANDLE)
        #expect(lastError().contains("is not valid (freed, or never made)"), "\(lastError())")
        #expect(slDocumentFree(made[2]) == SL_ERR_INVALID_HANDLE, "a second free is reported")
        for (i, h) in made.enumerated().dropFirst(3) {
            switch i % 3 { case 0: slLayoutFree(h); case 1: slEnvFree(h); default: slDocumentFree(h) }
        }
    }

    func aDocumentTagIsReusedOnlyWhenFreeAndOldHandlesStayInvalid() {
        // Two documents whose serials are 2³² apart would share a view tag: a live document keeps its tag.
        let live = slDocumentNew()
        let liveView = slRectangle(live)
        let liveSerial = live & Registry.maxSerial
        Registry.setNextSerial(liveSerial + (1 << 32))
        let next = slDocumentNew()
        #expect(next != 0 && Registry.tag(of: next & Registry.maxSerial) != Registry.tag(of: liveSerial), "the live tag is skipped")
        #expect(slPadding(next, liveView, SL_EDGE_ALL, 1) == 0 && lastError().contains("belongs to another document"), "\(lastError())")
        #expect(slPadding(live, liveView, SL_EDGE_ALL, 1) != 0)
        // A freed document's tag is reused 2³² serials later (the serial's high bits are its generation); its
        // handle stays invalid.
        let freedSerial = next & Registry.maxSerial
        #expect(slDocumentFree(next) == SL_OK)
        Registry.setNextSerial(freedSerial + (1 << 32))
        let reuser = slDocumentNew()
        #expect(Registry.tag(of: reuser & Registry.maxSerial) == Registry.tag(of: freedSerial), "a freed tag is reused")
        #expect(slRectangle(next) == 0 && slLastStatus() == SL_ERR_INVALID_HANDLE)
        #expect(lastError().contains("document handle 0x\(String(next, radix: 16)) is not valid (freed, or never made)"), "\(lastError())")
        #expect(slRectangle(reuser) != 0)
        slDocumentFree(live)
        slDocumentFree(reuser)
    }

    func theLastSerialIsAResourceErrorNotABug() {
        Registry.setNextSerial(Registry.maxSerial)
        let env = slEnvNew(10, 10, 1)
        #expect(env != 0)
        #expect(slEnvNew(10, 10, 1) == 0 && slLastStatus() == SL_ERR_RESOURCE, "status \(slLastStatus())")
        #expect(lastError().contains("no environment handles left"), "\(lastError())")
        #expect(slEnvFree(env) == SL_OK)
        // (For whatever runs after: serials never issued before.)
        Registry.setNextSerial(1 << 59)
        let d = slDocumentNew()
        #expect(d != 0, "\(lastError())")
        slDocumentFree(d)
    }
}

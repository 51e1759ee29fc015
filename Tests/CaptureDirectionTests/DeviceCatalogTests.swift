import CaptureDirection
import Testing

@Suite("Device preference order")
struct DeviceCatalogTests {
    @Test func preferenceOrderIsDualWideThenWideAngleThenAnythingElse() {
        #expect(DeviceType.preferenceOrder == [.builtInDualWideCamera, .builtInWideAngleCamera])
        #expect(DeviceType.builtInDualWideCamera.preferenceRank == 0)
        #expect(DeviceType.builtInWideAngleCamera.preferenceRank == 1)
        #expect(DeviceType("builtInTelephotoCamera").preferenceRank == 2)
        #expect(DeviceType("builtinDualWideCamera").preferenceRank == 2, "type names are case-sensitive")
        #expect(DeviceType("").preferenceRank == 2)
    }

    @Test func fixedRearCameraIsTheBestBackCameraWithHeaderOrderBreakingTies() {
        let catalog = DeviceCatalog(devices: [
            Device(id: "front-dual", type: .builtInDualWideCamera, position: .front),
            Device(id: "tele", type: "builtInTelephotoCamera", position: .back),
            Device(id: "wide-1", type: .builtInWideAngleCamera, position: .back),
            Device(id: "wide-2", type: .builtInWideAngleCamera, position: .back),
        ])
        #expect(catalog.fixedRearCamera == "wide-1")
        #expect(phone.fixedRearCamera == "dual")
    }

    @Test func noBackCameraMeansNoFixedRearCamera() {
        #expect(DeviceCatalog(devices: []).fixedRearCamera == nil)
        let fronts = DeviceCatalog(devices: [Device(id: "f", type: .builtInDualWideCamera, position: .front)])
        #expect(fronts.fixedRearCamera == nil)
    }

    @Test func candidateIsTheBestKnownIdWithMapOrderBreakingTies() {
        #expect(phone.candidate(of: map("wide", "dual")) == "dual")
        #expect(phone.candidate(of: map("inner", "outer")) == "inner")
        #expect(phone.candidate(of: map("outer", "inner")) == "outer")
        #expect(phone.candidate(of: map("periscope", "outer")) == "outer")
        #expect(phone.candidate(of: map("periscope")) == nil)
        #expect(phone.candidate(of: map()) == nil)
        #expect(phone.candidate(of: map("outer", "outer")) == "outer")
    }

    @Test func positionDoesNotMatterForCandidates() {
        #expect(phone.candidate(of: map("inner", "wide")) == "inner")
    }
}

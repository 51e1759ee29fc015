import CaptureDirection
import Testing

/// One test per rule of contract section 3, checking the whole state after
/// every event.
@Suite("Capture state rules")
struct CaptureStateRuleTests {
    // MARK: Rule 1: fixed rear start

    @Test func startAddsTheFixedRearCamera() {
        play([
            Checkpoint(
                .sessionStart, .start, .scanning(input: "dual"), session(["dual"]),
                effects: [.addInput("dual", succeeded: true)])
        ])
    }

    @Test func startWithoutABackCameraIsUnavailableWithNoInput() {
        let fronts = DeviceCatalog(devices: [Device(id: "outer", type: .builtInWideAngleCamera, position: .front)])
        play(on: fronts, [
            Checkpoint(.sessionStart, .start, .unavailable(.failedStart(rearCamera: nil)), session(), effects: [])
        ])
    }

    @Test func startWithTheRearCameraUnavailableDoesNotFallBackToAnotherCamera() {
        play([
            Checkpoint(
                .deviceAvailability(device: "dual", available: false), .none, .idle, session(unavailable: ["dual"])),
            Checkpoint(
                .sessionStart, .start, .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"]),
                effects: [.addInput("dual", succeeded: false)]),
        ])
    }

    // MARK: Rule 2: map-driven swaps

    @Test func aMapWhoseCandidateIsTheInputDoesNothing() {
        play(from: scanningState("dual"), [
            Checkpoint(.directionMap(map("wide", "dual")), .none, .scanning(input: "dual"), map: map("wide", "dual"), session(["dual"]), effects: [])
        ])
    }

    @Test func emptyAndUnknownMapsHaveNoCandidateButBecomeTheLatestMap() {
        play(from: scanningState("dual"), [
            Checkpoint(.directionMap(map()), .none, .scanning(input: "dual"), map: map(), session(["dual"])),
            Checkpoint(
                .directionMap(map("periscope")), .none, .scanning(input: "dual"), map: map("periscope"), session(["dual"])),
        ])
    }

    @Test func aMapWithANewCandidateSwapsToIt() {
        let swap = Swap(from: "dual", to: "outer", outcome: .swapped)
        play(from: scanningState("dual"), [
            Checkpoint(
                .directionMap(map("periscope", "outer")), .swap(swap), .scanning(input: "outer"),
                map: map("periscope", "outer"), session(["outer"]),
                effects: [.removeInput("dual"), .addInput("outer", succeeded: true)])
        ])
    }

    // MARK: Rule 3: swap outcomes

    @Test func anUnavailableCandidateRestoresThePreviousInput() {
        let swap = Swap(from: "dual", to: "outer", outcome: .restoredPrevious)
        play(from: scanningState("dual"), [
            Checkpoint(
                .deviceAvailability(device: "outer", available: false), .none, .scanning(input: "dual"),
                session(["dual"], unavailable: ["outer"])),
            Checkpoint(
                .directionMap(map("outer")), .swap(swap), .scanning(input: "dual"), map: map("outer"),
                session(["dual"], unavailable: ["outer"]),
                effects: [.removeInput("dual"), .addInput("outer", succeeded: false), .addInput("dual", succeeded: true)]),
        ])
    }

    @Test func whenNeitherCanBeAddedTheInputIsLost() {
        let swap = Swap(from: "dual", to: "outer", outcome: .lostInput)
        play(from: scanningState("dual"), [
            Checkpoint(
                .deviceAvailability(device: "dual", available: false), .none, .scanning(input: "dual"),
                session(["dual"], unavailable: ["dual"])),
            Checkpoint(
                .deviceAvailability(device: "outer", available: false), .none, .scanning(input: "dual"),
                session(["dual"], unavailable: ["dual", "outer"])),
            Checkpoint(
                .directionMap(map("outer")), .swap(swap), .unavailable(.lostInput(from: "dual", to: "outer")),
                map: map("outer"), session(unavailable: ["dual", "outer"]),
                effects: [
                    .removeInput("dual"), .addInput("outer", succeeded: false), .addInput("dual", succeeded: false),
                ]),
        ])
    }

    // MARK: Rule 4: recovery

    private var lost: CaptureState {
        play(from: scanningState("dual", unavailable: ["dual", "outer"]), [
            Checkpoint(
                .directionMap(map("outer")), .swap(Swap(from: "dual", to: "outer", outcome: .lostInput)),
                .unavailable(.lostInput(from: "dual", to: "outer")), map: map("outer"),
                session(unavailable: ["dual", "outer"]))
        ])
    }

    @Test func anUnavailableScannerRecoversWhenTheLatestCandidateBecomesAvailable() {
        let reason = Unavailability.lostInput(from: "dual", to: "outer")
        play(from: lost, [
            Checkpoint(
                .deviceAvailability(device: "dual", available: true), .none, .unavailable(reason), map: map("outer"),
                session(unavailable: ["outer"]), effects: [.addInput("outer", succeeded: false)]),
            Checkpoint(
                .deviceAvailability(device: "inner", available: false), .none, .unavailable(reason), map: map("outer"),
                session(unavailable: ["outer", "inner"]), effects: []),
            Checkpoint(
                .deviceAvailability(device: "outer", available: true), .recover, .scanning(input: "outer"),
                map: map("outer"), session(["outer"], unavailable: ["inner"]),
                effects: [.addInput("outer", succeeded: true)]),
        ])
    }

    @Test func anUnavailableScannerTriesEachNewMapsCandidate() {
        let reason = Unavailability.lostInput(from: "dual", to: "outer")
        play(from: lost, [
            Checkpoint(.directionMap(map("dual")), .none, .unavailable(reason), map: map("dual"), session(unavailable: ["dual", "outer"])),
            Checkpoint(.directionMap(map()), .none, .unavailable(reason), map: map(), session(unavailable: ["dual", "outer"]), effects: []),
            Checkpoint(
                .deviceAvailability(device: "wide", available: true), .none, .unavailable(reason), map: map(),
                session(unavailable: ["dual", "outer"]), effects: []),
            Checkpoint(.directionMap(map("wide")), .recover, .scanning(input: "wide"), map: map("wide"), session(["wide"], unavailable: ["dual", "outer"])),
        ])
    }

    @Test func beforeAnyMapRecoveryTargetsTheFixedRearCamera() {
        play([
            Checkpoint(.deviceAvailability(device: "dual", available: false), .none, .idle, session(unavailable: ["dual"])),
            Checkpoint(.sessionStart, .start, .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"])),
            Checkpoint(
                .deviceAvailability(device: "wide", available: true), .none,
                .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"]),
                effects: [.addInput("dual", succeeded: false)]),
            Checkpoint(.deviceAvailability(device: "dual", available: true), .recover, .scanning(input: "dual"), session(["dual"])),
        ])
    }

    // MARK: Rule 5: interruptions

    @Test func mapsDuringAnInterruptionAreDeferredAndTheLastOneAppliedAtTheEnd() {
        let swap = Swap(from: "dual", to: "inner", outcome: .swapped)
        let interrupted = Interruption(resuming: .scanning(input: "dual"), reason: "videoDeviceInUseByAnotherClient")
        var withOuter = interrupted
        withOuter.deferredMap = map("outer")
        var withEmpty = interrupted
        withEmpty.deferredMap = map()
        var withBoth = interrupted
        withBoth.deferredMap = map("inner", "outer")
        play(from: scanningState("dual"), [
            Checkpoint(
                .interruption(.began(reason: "videoDeviceInUseByAnotherClient")), .none, .interrupted(interrupted),
                session(["dual"]), effects: []),
            Checkpoint(.directionMap(map("outer")), .deferMap, .interrupted(withOuter), map: map("outer"), session(["dual"]), effects: []),
            Checkpoint(.directionMap(map()), .deferMap, .interrupted(withEmpty), map: map(), session(["dual"])),
            Checkpoint(.directionMap(map("inner", "outer")), .deferMap, .interrupted(withBoth), map: map("inner", "outer"), session(["dual"])),
            Checkpoint(.frame(Frame(image: "f.jpg")), .drop, .interrupted(withBoth), map: map("inner", "outer"), session(["dual"])),
            Checkpoint(.interruption(.began(reason: "other")), .none, .interrupted(withBoth), map: map("inner", "outer"), session(["dual"])),
            Checkpoint(.interruption(.ended), .swap(swap), .scanning(input: "inner"), map: map("inner", "outer"), session(["inner"])),
            Checkpoint(.interruption(.ended), .none, .scanning(input: "inner"), map: map("inner", "outer"), session(["inner"])),
        ])
    }

    @Test func anEmptyDeferredMapIsAppliedAsNone() {
        var deferred = Interruption(resuming: .scanning(input: "dual"))
        deferred.deferredMap = map()
        play(from: scanningState("dual"), [
            Checkpoint(.interruption(.began(reason: nil)), .none, .interrupted(Interruption(resuming: .scanning(input: "dual"))), session(["dual"])),
            Checkpoint(.directionMap(map()), .deferMap, .interrupted(deferred), map: map(), session(["dual"])),
            Checkpoint(.interruption(.ended), .none, .scanning(input: "dual"), map: map(), session(["dual"])),
        ])
    }

    @Test func anInterruptionOfAnUnavailableScannerEndsWithARecoveryAttempt() {
        let reason = Unavailability.lostInput(from: "dual", to: "outer")
        play(from: lost, [
            Checkpoint(
                .interruption(.began(reason: nil)), .none, .interrupted(Interruption(resuming: .unavailable(reason))),
                map: map("outer"), session(unavailable: ["dual", "outer"])),
            Checkpoint(
                .deviceAvailability(device: "outer", available: true), .none,
                .interrupted(Interruption(resuming: .unavailable(reason))), map: map("outer"),
                session(unavailable: ["dual"]), effects: []),
            Checkpoint(.interruption(.ended), .recover, .scanning(input: "outer"), map: map("outer"), session(["outer"], unavailable: ["dual"])),
        ])
    }

    @Test func aDeferredMapEndsAnUnavailableInterruptionWithARecoveryAttempt() {
        let reason = Unavailability.lostInput(from: "dual", to: "outer")
        var deferred = Interruption(resuming: .unavailable(reason))
        deferred.deferredMap = map("wide")
        play(from: lost, [
            Checkpoint(.interruption(.began(reason: nil)), .none, .interrupted(Interruption(resuming: .unavailable(reason))), map: map("outer"), session(unavailable: ["dual", "outer"])),
            Checkpoint(.directionMap(map("wide")), .deferMap, .interrupted(deferred), map: map("wide"), session(unavailable: ["dual", "outer"])),
            Checkpoint(.interruption(.ended), .recover, .scanning(input: "wide"), map: map("wide"), session(["wide"], unavailable: ["dual", "outer"])),
        ])
    }

    @Test func anEndWithoutABeginningDoesNothing() {
        play(from: scanningState("dual"), [
            Checkpoint(.interruption(.ended), .none, .scanning(input: "dual"), session(["dual"]), effects: [])
        ])
    }

    // MARK: Rule 6: frames

    @Test func framesAreReadOnlyWhileScanning() {
        let frame = Frame(image: "frames/1.jpg", side: "A")
        play([
            Checkpoint(.frame(frame), .drop, .idle, session(), effects: [.dropFrame(frame)]),
            Checkpoint(.sessionStart, .start, .scanning(input: "dual"), session(["dual"])),
            Checkpoint(.frame(frame), .read, .scanning(input: "dual"), session(["dual"]), effects: [.readFrame(frame)]),
            Checkpoint(.sessionStop, .stop, .stopped, session(), effects: [.removeInput("dual")]),
            Checkpoint(.frame(frame), .drop, .stopped, session(), effects: [.dropFrame(frame)]),
        ])
    }

    // MARK: Rule 7: stop and restart

    @Test func beforeTheFirstStartEverythingIsNoneButAvailabilityIsRecorded() {
        play([
            Checkpoint(.directionMap(map("outer")), .none, .idle, session()),
            Checkpoint(.interruption(.began(reason: nil)), .none, .idle, session()),
            Checkpoint(.interruption(.ended), .none, .idle, session()),
            Checkpoint(.fold(.open), .none, .idle, session()),
            Checkpoint(.sessionStop, .none, .idle, session()),
            Checkpoint(.deviceAvailability(device: "outer", available: false), .none, .idle, session(unavailable: ["outer"])),
            Checkpoint(.deviceAvailability(device: "ghost", available: false), .none, .idle, session(unavailable: ["outer"])),
            Checkpoint(.sessionStart, .start, .scanning(input: "dual"), session(["dual"], unavailable: ["outer"])),
            Checkpoint(
                .directionMap(map("outer")), .swap(Swap(from: "dual", to: "outer", outcome: .restoredPrevious)),
                .scanning(input: "dual"), map: map("outer"), session(["dual"], unavailable: ["outer"])),
        ])
    }

    @Test func stopRemovesTheInputAndAfterwardsOnlyAvailabilityCounts() {
        play(from: scanningState("outer", map: map("outer")), [
            Checkpoint(.sessionStop, .stop, .stopped, session(), effects: [.removeInput("outer")]),
            Checkpoint(.directionMap(map("inner")), .none, .stopped, session()),
            Checkpoint(.sessionStop, .none, .stopped, session(), effects: []),
            Checkpoint(.deviceAvailability(device: "dual", available: false), .none, .stopped, session(unavailable: ["dual"])),
            Checkpoint(.sessionStart, .start, .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"])),
        ])
    }

    @Test func startWhileRunningRestartsAfresh() {
        var deferred = Interruption(resuming: .scanning(input: "outer"))
        deferred.deferredMap = map("inner")
        play(from: scanningState("outer", map: map("outer")), [
            Checkpoint(.interruption(.began(reason: nil)), .none, .interrupted(Interruption(resuming: .scanning(input: "outer"))), map: map("outer"), session(["outer"])),
            Checkpoint(.directionMap(map("inner")), .deferMap, .interrupted(deferred), map: map("inner"), session(["outer"])),
            Checkpoint(
                .sessionStart, .start, .scanning(input: "dual"), session(["dual"]),
                effects: [.removeInput("outer"), .addInput("dual", succeeded: true)]),
            Checkpoint(.interruption(.ended), .none, .scanning(input: "dual"), session(["dual"])),
        ])
    }

    // MARK: Rule 8: no coordinator

    @Test func withoutTheCoordinatorMapsAreIgnoredEverywhere() {
        let noCoordinator = DeviceCatalog(devices: phone.devices, hasCoordinator: false)
        play(on: noCoordinator, [
            Checkpoint(.sessionStart, .start, .scanning(input: "dual"), session(["dual"])),
            Checkpoint(.directionMap(map("outer")), .none, .scanning(input: "dual"), session(["dual"]), effects: []),
            Checkpoint(.interruption(.began(reason: nil)), .none, .interrupted(Interruption(resuming: .scanning(input: "dual"))), session(["dual"])),
            Checkpoint(.directionMap(map("outer")), .none, .interrupted(Interruption(resuming: .scanning(input: "dual"))), session(["dual"])),
            Checkpoint(.interruption(.ended), .none, .scanning(input: "dual"), session(["dual"])),
            Checkpoint(.sessionStop, .stop, .stopped, session()),
            Checkpoint(.deviceAvailability(device: "dual", available: false), .none, .stopped, session(unavailable: ["dual"])),
            Checkpoint(.sessionStart, .start, .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"])),
            Checkpoint(.directionMap(map("outer")), .none, .unavailable(.failedStart(rearCamera: "dual")), session(unavailable: ["dual"]), effects: []),
            Checkpoint(.deviceAvailability(device: "dual", available: true), .recover, .scanning(input: "dual"), session(["dual"])),
        ])
    }

    // MARK: Context events

    @Test func foldsAndUnknownDevicesChangeNothing() {
        for posture in Posture.allCases {
            play(from: scanningState("dual"), [
                Checkpoint(.fold(posture), .none, .scanning(input: "dual"), session(["dual"]), effects: []),
                Checkpoint(.deviceAvailability(device: "ghost", available: true), .none, .scanning(input: "dual"), session(["dual"]), effects: []),
            ])
        }
    }

    @Test func anAttachedInputStaysAttachedWhenItsDeviceBecomesUnavailable() {
        play(from: scanningState("dual"), [
            Checkpoint(.deviceAvailability(device: "dual", available: false), .none, .scanning(input: "dual"), session(["dual"], unavailable: ["dual"])),
            Checkpoint(.frame(Frame(image: "x.jpg")), .read, .scanning(input: "dual"), session(["dual"], unavailable: ["dual"])),
        ])
    }
}

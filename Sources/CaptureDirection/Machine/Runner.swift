/// The runner's decisions (rules 1–4), written against ``CaptureInputs`` so
/// that they learn availability only from whether an add succeeds.
struct Runner {
    let catalog: DeviceCatalog

    /// Rule 1: add the fixed rear camera.
    func start(_ inputs: inout some CaptureInputs) -> Scanner {
        guard let rear = catalog.fixedRearCamera else {
            return .unavailable(.failedStart(rearCamera: nil))
        }
        return inputs.addInput(rear) ? .scanning(input: rear) : .unavailable(.failedStart(rearCamera: rear))
    }

    /// Rules 2–4: apply a map to a running scanner outside an interruption.
    func apply(_ map: DirectionMap, to resumed: Resumption, _ inputs: inout some CaptureInputs) -> (Scanner, Action) {
        let candidate = catalog.candidate(of: map)
        switch resumed {
        case .scanning(let input):
            guard let candidate, candidate != input else { return (.scanning(input: input), .none) }
            let swap = self.swap(from: input, to: candidate, &inputs)
            return (scanner(after: swap), .swap(swap))
        case .unavailable(let reason):
            return recover(from: reason, adding: candidate, &inputs)
        }
    }

    /// Rule 3: remove the input, add the candidate, else add the input back.
    func swap(from input: DeviceID, to candidate: DeviceID, _ inputs: inout some CaptureInputs) -> Swap {
        inputs.removeInput(input)
        let outcome: SwapOutcome =
            if inputs.addInput(candidate) {
                .swapped
            } else if inputs.addInput(input) {
                .restoredPrevious
            } else {
                .lostInput
            }
        return Swap(from: input, to: candidate, outcome: outcome)
    }

    /// The scanner a swap leaves: only a lost swap makes it unavailable.
    func scanner(after swap: Swap) -> Scanner {
        switch swap.outcome {
        case .swapped: .scanning(input: swap.to)
        case .restoredPrevious: .scanning(input: swap.from)
        case .lostInput: .unavailable(.lostInput(from: swap.from, to: swap.to))
        }
    }

    /// Rule 4: what an unavailable scanner tries to add: the latest map's
    /// candidate, or the fixed rear camera before any map.
    func recoveryTarget(latestMap: DirectionMap?) -> DeviceID? {
        if let latestMap { catalog.candidate(of: latestMap) } else { catalog.fixedRearCamera }
    }

    /// Rule 4: try to add `target`; `recover` when it works, else unchanged.
    func recover(
        from reason: Unavailability, adding target: DeviceID?, _ inputs: inout some CaptureInputs
    ) -> (Scanner, Action) {
        guard let target, inputs.addInput(target) else { return (.unavailable(reason), .none) }
        return (.scanning(input: target), .recover)
    }
}

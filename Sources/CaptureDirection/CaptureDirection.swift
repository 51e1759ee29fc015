// Reserved for the camera direction state machine.
enum CaptureDirectionNamespace {}

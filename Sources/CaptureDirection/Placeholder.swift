public enum CaptureDirectionPlaceholder {}

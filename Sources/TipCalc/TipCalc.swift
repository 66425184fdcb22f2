public enum TipCalcPlaceholder {}

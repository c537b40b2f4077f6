package elem

import "testing"

// TestCompareBools checks every direction on every pair of booleans
// against the order of their keys 0 and 1.
func TestCompareBools(t *testing.T) {
	a := []bool{false, false, true, true}
	b := []bool{false, true, false, true}
	for _, dir := range []Dir{EQ, NE, GE, GT, LE, LT} {
		got, want := make([]bool, 4), make([]bool, 4)
		compareBools(dir, a, b, got)
		CompareSlices(dir, boolKeys(a), boolKeys(b), want)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("direction %d: %v vs %v = %v, want %v", dir, a[i], b[i], got[i], want[i])
			}
		}
	}
}

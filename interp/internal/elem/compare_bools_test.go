package elem

import (
	"math/rand"
	"testing"
)

// TestCompareBools checks every direction on booleans against the order of
// their keys 0 and 1, on every pair and on long random rows (which take
// the vector loops where there are some).
func TestCompareBools(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	a := []bool{false, false, true, true}
	b := []bool{false, true, false, true}
	for i := 0; i < 197; i++ {
		a, b = append(a, r.Intn(2) == 0), append(b, r.Intn(2) == 0)
	}
	for _, n := range []int{4, len(a)} {
		for _, dir := range []Dir{EQ, NE, GE, GT, LE, LT} {
			got, want := make([]bool, n), make([]bool, n)
			compareBools(dir, a[:n], b[:n], got)
			CompareSlices(dir, boolKeys(a[:n]), boolKeys(b[:n]), want)
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("direction %d: %v vs %v = %v, want %v", dir, a[i], b[i], got[i], want[i])
				}
			}
		}
	}
}

package elem

import (
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
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

// TestCompareBroadcast checks the vector comparisons of SI32 and UI32,
// with either operand a single element, against CompareSlices.
func TestCompareBroadcast(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	const n = 77
	for _, k := range []tensor.Kind{tensor.SI32, tensor.UI32} {
		a, b := randomSmall(t, r, k, n), randomSmall(t, r, k, n)
		for _, dir := range []Dir{EQ, NE, GE, GT, LE, LT} {
			for form := 0; form < 3; form++ {
				x, y := a, b
				fx, fy := a, b
				switch form {
				case 1:
					y = tensor.View(b, 5, 6)
					fy = filled(t, y, n)
				case 2:
					x = tensor.View(a, 9, 10)
					fx = filled(t, x, n)
				}
				got, want := make([]bool, n), make([]bool, n)
				if !CompareBroadcast(dir, x, y, got) {
					t.Fatalf("%s not taken", k)
				}
				if err := Of(fx).Compare(dir, fx, fy, want); err != nil {
					t.Fatal(err)
				}
				ref := make([]bool, n)
				switch k {
				case tensor.SI32:
					CompareSlices(dir, fx.Int32s(), fy.Int32s(), ref)
				default:
					CompareSlices(dir, fx.Uint32s(), fy.Uint32s(), ref)
				}
				for i := range ref {
					if got[i] != ref[i] || want[i] != ref[i] {
						t.Fatalf("%s dir %d form %d element %d: got %v (%v), want %v", k, dir, form, i, got[i], want[i], ref[i])
					}
				}
			}
		}
	}
}

// randomSmall returns n elements of kind k, many of them equal.
func randomSmall(t *testing.T, r *rand.Rand, k tensor.Kind, n int) *tensor.Tensor {
	x, err := tensor.New(tensor.NewType(k, int64(n)))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		v := r.Uint64()
		if r.Intn(2) == 0 {
			v = uint64(r.Intn(3)) - 1
		}
		x.SetBits(i, v)
	}
	return x
}

// filled returns n copies of the one element of s.
func filled(t *testing.T, s *tensor.Tensor, n int) *tensor.Tensor {
	x, err := tensor.New(tensor.NewType(s.Kind(), int64(n)))
	if err != nil {
		t.Fatal(err)
	}
	tensor.FillFirst(x, s)
	return x
}

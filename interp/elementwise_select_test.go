package interp

import (
	"math"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

func TestSelect(t *testing.T) {
	tensorPred := `func.func @main(%p: tensor<4xi1>, %a: tensor<4xKIND>, %b: tensor<4xKIND>) -> tensor<4xKIND> {
  %r = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xKIND>
  func.return %r : tensor<4xKIND>
}`
	scalarPred := `func.func @main(%p: tensor<i1>, %a: tensor<4xKIND>, %b: tensor<4xKIND>) -> tensor<4xKIND> {
  %r = stablehlo.select %p, %a, %b : tensor<i1>, tensor<4xKIND>
  func.return %r : tensor<4xKIND>
}`
	for _, k := range parseKinds(t, "i1 i4 ui8 i16 ui32 i64 ui64 bf16 f32 f64 complex<f32> complex<f64>") {
		a, err := tensor.FromBits(tensor.NewType(k, 4), func(i int) uint64 { return uint64(i + 1) })
		if err != nil {
			t.Fatal(err)
		}
		b, _ := tensor.FromBits(tensor.NewType(k, 4), func(i int) uint64 { return 0 })
		p, _ := tensor.FromSlice(tensor.NewType(tensor.Bool, 4), []bool{true, false, false, true})
		r := run1(t, replaceKind(tensorPred, k), RunOptions{}, p, a, b)
		for i, on := range p.Bools() {
			want := b
			if on {
				want = a
			}
			if !sameElem(r, want, i) {
				t.Errorf("%s: select element %d = %v", k, i, r)
			}
		}
		for _, on := range []bool{true, false} {
			ps, _ := tensor.FromSlice(tensor.NewType(tensor.Bool), []bool{on})
			r := run1(t, replaceKind(scalarPred, k), RunOptions{}, ps, a, b)
			want := b
			if on {
				want = a
			}
			for i := 0; i < 4; i++ {
				if !sameElem(r, want, i) {
					t.Errorf("%s: select(%v) element %d = %v", k, on, i, r)
				}
			}
		}
	}
}

// sameElem compares element i of two tensors of one kind bit for bit.
func sameElem(x, y *tensor.Tensor, i int) bool {
	if x.Kind().IsComplex() {
		a, b := x.ComplexBits(i)
		c, d := y.ComplexBits(i)
		return a == c && b == d
	}
	return x.Bits(i) == y.Bits(i)
}

// replaceKind substitutes KIND in a module template.
func replaceKind(src string, k tensor.Kind) string {
	return strings.ReplaceAll(src, "KIND", k.String())
}

func TestClamp(t *testing.T) {
	tensorBounds := `func.func @main(%lo: tensor<5xKIND>, %x: tensor<5xKIND>, %hi: tensor<5xKIND>) -> tensor<5xKIND> {
  %r = stablehlo.clamp %lo, %x, %hi : tensor<5xKIND>
  func.return %r : tensor<5xKIND>
}`
	scalarBounds := `func.func @main(%lo: tensor<KIND>, %x: tensor<5xKIND>, %hi: tensor<KIND>) -> tensor<5xKIND> {
  %r = stablehlo.clamp %lo, %x, %hi : (tensor<KIND>, tensor<5xKIND>, tensor<KIND>) -> tensor<5xKIND>
  func.return %r : tensor<5xKIND>
}`
	xs := []float64{-10, 0, 3, 7, 100}
	for _, k := range parseKinds(t, "i4 i8 ui8 i32 i64 ui64 f32 f64 bf16 f16") {
		mk := func(v []float64, shape ...int64) *tensor.Tensor {
			r, err := tensor.FromBits(tensor.NewType(k, shape...), func(i int) uint64 {
				x := v[i]
				if k.IsUnsigned() && x < 0 {
					x = 0
				}
				switch {
				case k.IsInteger():
					return uint64(int64(x))
				case k == tensor.F64:
					return math.Float64bits(x)
				}
				return tensor.EncodeFloat(k, x)
			})
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		x := mk(xs, 5)
		lo, hi := mk([]float64{1, 1, 1, 1, 1}, 5), mk([]float64{5, 5, 5, 6, 7}, 5)
		r := run1(t, replaceKind(tensorBounds, k), RunOptions{}, lo, x, hi)
		for i := range xs {
			want := math.Min(math.Max(x.Float(i), lo.Float(i)), hi.Float(i))
			if r.Float(i) != want {
				t.Errorf("%s clamp(%g, %g, %g) = %g, want %g", k, lo.Float(i), x.Float(i), hi.Float(i), r.Float(i), want)
			}
		}
		r = run1(t, replaceKind(scalarBounds, k), RunOptions{}, mk([]float64{2}), x, mk([]float64{4}))
		for i := range xs {
			want := math.Min(math.Max(x.Float(i), 2), 4)
			if r.Float(i) != want {
				t.Errorf("%s clamp(2, %g, 4) = %g, want %g", k, x.Float(i), r.Float(i), want)
			}
		}
	}
	// NaN propagates through clamp of floats.
	nan := floatsTensor(t, tensor.F32, []float64{math.NaN(), 1, 2, 3, 4})
	one, _ := floatsTensor(t, tensor.F32, []float64{1}).Reshape()
	r := run1(t, replaceKind(scalarBounds, tensor.F32), RunOptions{}, one, nan, one)
	if !math.IsNaN(r.Float(0)) || r.Float(4) != 1 {
		t.Errorf("clamp with NaN: got %v", r)
	}
}

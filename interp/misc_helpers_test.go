package interp

import (
	"context"
	"math"
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// miscCompile parses and compiles a module. Modules using operations the
// dialect does not define yet skip the test instead of failing it.
func miscCompile(t testing.TB, src string) *Program {
	t.Helper()
	return mustLoad(t, src)
}

// miscRun compiles src and runs @main.
func miscRun(t testing.TB, src string, args ...Value) []Value {
	t.Helper()
	res, err := miscCompile(t, src).Run("main", args, RunOptions{})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, src)
	}
	return res
}

// miscFrame is a frame for calling kernel helpers directly.
func miscFrame() *Frame {
	opts := RunOptions{Context: context.Background(), Limits: tensor.DefaultLimits()}
	return &Frame{env: &Env{opts: opts, ctx: opts.Context}}
}

// miscTensor builds a tensor of kind k (float or complex) from values,
// rounding them to the kind.
func miscTensor(t testing.TB, k tensor.Kind, shape []int64, vals []complex128) *tensor.Tensor {
	t.Helper()
	x, err := tensor.New(tensor.Type{Kind: k, Shape: shape})
	if err != nil {
		t.Fatal(err)
	}
	if err := storeComplexes(x, vals); err != nil {
		t.Fatal(err)
	}
	return x
}

// miscRandom returns n pseudo-random complex values (real when real is
// set) in [-1, 1).
func miscRandom(r *rand.Rand, n int, real bool) []complex128 {
	v := make([]complex128, n)
	for i := range v {
		re := 2*r.Float64() - 1
		if real {
			v[i] = complex(re, 0)
		} else {
			v[i] = complex(re, 2*r.Float64()-1)
		}
	}
	return v
}

// miscEps is a tolerance suited to results computed in kind k.
func miscEps(k tensor.Kind) float64 {
	switch k {
	case tensor.F64, tensor.Complex128:
		return 1e-9
	case tensor.F32, tensor.Complex64:
		return 2e-5
	}
	return 2e-2
}

// miscClose compares a tensor with expected values within a relative and
// absolute tolerance.
func miscClose(t testing.TB, what string, got *tensor.Tensor, want []complex128, tol float64) {
	t.Helper()
	if got.Len() != len(want) {
		t.Fatalf("%s: %d elements, want %d", what, got.Len(), len(want))
	}
	for i, w := range want {
		g := got.Complex(i)
		if d := cmplxAbs(g - w); !(d <= tol*(1+cmplxAbs(w))) {
			t.Fatalf("%s: element %d = %v, want %v (|diff| %g)", what, i, g, w, d)
		}
	}
}

func cmplxAbs(v complex128) float64 { return math.Hypot(real(v), imag(v)) }

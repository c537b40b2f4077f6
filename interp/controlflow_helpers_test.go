package interp

import (
	"math/rand"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Helpers of the control flow, reduction, dot_general and convolution tests.

// rxCompile parses, verifies and compiles a module.
func rxCompile(t testing.TB, src string) *Program {
	t.Helper()
	return mustLoad(t, src)
}

// rxRun compiles src and runs @main.
func rxRun(t testing.TB, src string, args ...Value) []Value {
	t.Helper()
	res, err := rxCompile(t, src).Run("main", args, RunOptions{})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, src)
	}
	return res
}

// rxTensor builds a tensor of type ty from float64 values (converted to
// the kind: integers wrap, narrow floats round).
func rxTensor(t testing.TB, ty tensor.Type, vals []float64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != len(vals) {
		t.Fatalf("%d values for %s", len(vals), ty)
	}
	for i, v := range vals {
		rxSet(r, i, complex(v, 0))
	}
	r.Normalize()
	return r
}

// rxSet stores v into element i of r with the kind's conversion.
func rxSet(r *tensor.Tensor, i int, v complex128) {
	switch d := r.Storage().(type) {
	case []bool:
		d[i] = real(v) != 0
	case []int8:
		d[i] = int8(int64(real(v)))
	case []int16:
		d[i] = int16(int64(real(v)))
	case []int32:
		d[i] = int32(int64(real(v)))
	case []int64:
		d[i] = int64(real(v))
	case []uint8:
		d[i] = uint8(int64(real(v)))
	case []uint16:
		d[i] = uint16(int64(real(v)))
	case []uint32:
		d[i] = uint32(int64(real(v)))
	case []uint64:
		d[i] = uint64(int64(real(v)))
	case []float32:
		d[i] = float32(real(v))
	case []float64:
		d[i] = real(v)
	case []complex64:
		d[i] = complex64(v)
	case []complex128:
		d[i] = v
	}
}

// rxRandom fills a tensor of type ty with small random values suited to
// the kind (complex kinds get random imaginary parts).
func rxRandom(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < r.Len(); i++ {
		var v complex128
		switch k := ty.Kind; {
		case k.IsBool():
			v = complex(float64(rng.Intn(2)), 0)
		case k.IsInteger():
			v = complex(float64(rng.Intn(256)-128), 0)
		case k.IsComplex():
			v = complex(float64(rng.Intn(17)-8)/4, float64(rng.Intn(17)-8)/4)
		default:
			v = complex(float64(rng.Intn(33)-16)/8, 0)
		}
		rxSet(r, i, v)
	}
	r.Normalize()
	return r
}

// rxExpectEqual fails unless got and want have the same type and
// bit-identical elements.
func rxExpectEqual(t testing.TB, what string, got Value, want *tensor.Tensor) {
	t.Helper()
	g, ok := got.(*tensor.Tensor)
	if !ok {
		t.Fatalf("%s: got %s, want a tensor", what, describe(got))
	}
	if !g.BitwiseEqual(want) {
		t.Fatalf("%s: got %s\n%s\nwant %s\n%s", what, g.Type(), g.FormatDense(), want.Type(), want.FormatDense())
	}
}

// rxExpectClose fails unless got and want agree within a relative
// tolerance (for float results whose summation order may differ).
func rxExpectClose(t testing.TB, what string, got Value, want *tensor.Tensor, tol float64) {
	t.Helper()
	g, ok := got.(*tensor.Tensor)
	if !ok || !g.Type().Equal(want.Type()) {
		t.Fatalf("%s: got %s, want %s", what, describe(got), want.Type())
	}
	for i := 0; i < g.Len(); i++ {
		a, b := g.Complex(i), want.Complex(i)
		d := a - b
		mag := max(abs128(b), 1)
		if abs128(d) > tol*mag {
			t.Fatalf("%s: element %d is %v, want %v\n%s", what, i, a, b, g.FormatDense())
		}
	}
}

func abs128(c complex128) float64 {
	r, i := real(c), imag(c)
	if r < 0 {
		r = -r
	}
	if i < 0 {
		i = -i
	}
	return r + i
}

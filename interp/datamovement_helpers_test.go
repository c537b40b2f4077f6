package interp

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// dmKinds covers every storage family, sub-byte integers and narrow floats.
var dmKinds = []tensor.Kind{
	tensor.Bool, tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64,
	tensor.UI2, tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64,
	tensor.F8E4M3FN, tensor.BF16, tensor.F16, tensor.F32, tensor.F64,
	tensor.Complex64, tensor.Complex128,
}

// dmCompile parses, verifies and compiles a module.
func dmCompile(t testing.TB, src string) *Program {
	t.Helper()
	return mustLoad(t, src)
}

// dmRun compiles src and runs @main, failing the test on errors.
func dmRun(t testing.TB, src string, args ...Value) []Value {
	t.Helper()
	res, err := dmCompile(t, src).Run("main", args, RunOptions{})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, src)
	}
	return res
}

// dmModule wraps one operation line in @main taking args of the given
// types and returning the op's results.
func dmModule(argTypes []string, body string, resultTypes []string) string {
	var params []string
	for i, a := range argTypes {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, a))
	}
	var rets []string
	for i := range resultTypes {
		rets = append(rets, fmt.Sprintf("%%r#%d", i))
	}
	return fmt.Sprintf("func.func @main(%s) -> (%s) {\n  %%r:%d = %s\n  func.return %s : %s\n}\n",
		strings.Join(params, ", "), strings.Join(resultTypes, ", "), len(resultTypes), body,
		strings.Join(rets, ", "), strings.Join(resultTypes, ", "))
}

// dmRandom fills a tensor of type ty with random bit patterns (any value of
// the kind, including NaNs and infinities for floats).
func dmRandom(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(ty, func(int) uint64 { return rng.Uint64() })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// dmIndexTensor builds an integer tensor of kind k and the given shape.
func dmIndexTensor(t testing.TB, k tensor.Kind, shape []int64, vals []int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, shape...), func(i int) uint64 { return uint64(vals[i]) })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// dmElem returns the bit pattern of element i (both parts for complex).
func dmElem(t *tensor.Tensor, i int) [2]uint64 {
	if t.Kind().IsComplex() {
		re, im := t.ComplexBits(i)
		return [2]uint64{re, im}
	}
	return [2]uint64{t.Bits(i)}
}

// dmSetElem sets element i from a pattern returned by dmElem.
func dmSetElem(t *tensor.Tensor, i int, b [2]uint64) {
	if t.Kind().IsComplex() {
		t.SetComplexBits(i, b[0], b[1])
		return
	}
	t.SetBits(i, b[0])
}

// dmUnravel converts a flat row-major offset to a multi-index.
func dmUnravel(i int, shape []int64) []int64 {
	idx := make([]int64, len(shape))
	for d := len(shape) - 1; d >= 0; d-- {
		if shape[d] > 0 {
			idx[d] = int64(i) % shape[d]
			i /= int(shape[d])
		}
	}
	return idx
}

// dmRavel converts a multi-index to a flat row-major offset.
func dmRavel(idx, shape []int64) int {
	off := 0
	for d := range shape {
		off = off*int(shape[d]) + int(idx[d])
	}
	return off
}

// dmExpectSame compares a result with the expected tensor bit for bit.
func dmExpectSame(t testing.TB, what string, got Value, want *tensor.Tensor) {
	t.Helper()
	g, ok := got.(*tensor.Tensor)
	if !ok {
		t.Fatalf("%s: got %s, want a tensor", what, describe(got))
	}
	if !g.Type().Equal(want.Type()) {
		t.Fatalf("%s: got type %s, want %s", what, g.Type(), want.Type())
	}
	for i := 0; i < want.Len(); i++ {
		if dmElem(g, i) != dmElem(want, i) {
			t.Fatalf("%s: element %d (index %v) is %v, want %v\ngot  %s\nwant %s", what, i, dmUnravel(i, want.Shape()),
				dmElem(g, i), dmElem(want, i), g.FormatDense(), want.FormatDense())
		}
	}
}

// dmArr spells an array<i64: ...> attribute.
func dmArr(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	if len(s) == 0 {
		return "array<i64>"
	}
	return "array<i64: " + strings.Join(s, ", ") + ">"
}

// dmList spells a [a, b] list.
func dmList(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// dmNew allocates a tensor, failing the test on errors.
func dmNew(t testing.TB, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

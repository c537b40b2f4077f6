package interp

// Test helpers shared by the package's tests.

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// mustLoad parses, verifies and compiles src, failing the test on errors.
func mustLoad(t testing.TB, src string) *Program {
	t.Helper()
	p, err := Load([]byte(src), "test.mlir")
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return p
}

// parseAttr parses an attribute in a context that lives as long as the
// test.
func parseAttr(t testing.TB, text string) *ir.Attr {
	t.Helper()
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	a, err := ctx.ParseAttribute(text)
	if err != nil {
		t.Fatalf("parsing %s: %v", text, err)
	}
	ia, err := stablehlo.ImportAttribute(a)
	if err != nil {
		t.Fatalf("importing %s: %v", text, err)
	}
	return ia
}

// mustRun compiles src and runs @main with args, failing the test on
// errors.
func mustRun(t testing.TB, src string, args ...Value) []Value {
	t.Helper()
	res, err := mustLoad(t, src).Run("main", args, RunOptions{})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, src)
	}
	return res
}

// Helpers of the control flow, reduction, dot_general and convolution tests.

// tensorOf builds a tensor of type ty from float64 values (converted to
// the kind: integers wrap, narrow floats round).
func tensorOf(t testing.TB, ty tensor.Type, vals []float64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != len(vals) {
		t.Fatalf("%d values for %s", len(vals), ty)
	}
	for i, v := range vals {
		setComplex(r, i, complex(v, 0))
	}
	r.Normalize()
	return r
}

// setComplex stores v into element i of r with the kind's conversion.
func setComplex(r *tensor.Tensor, i int, v complex128) {
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

// randomValues fills a tensor of type ty with small random values suited to
// the kind (complex kinds get random imaginary parts).
func randomValues(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
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
		setComplex(r, i, v)
	}
	r.Normalize()
	return r
}

// assertEqual fails unless got and want have the same type and
// bit-identical elements.
func assertEqual(t testing.TB, what string, got Value, want *tensor.Tensor) {
	t.Helper()
	g, ok := got.(*tensor.Tensor)
	if !ok {
		t.Fatalf("%s: got %s, want a tensor", what, describe(got))
	}
	if !g.BitwiseEqual(want) {
		t.Fatalf("%s: got %s\n%s\nwant %s\n%s", what, g.Type(), g.FormatDense(), want.Type(), want.FormatDense())
	}
}

// assertClose fails unless got and want agree within a relative
// tolerance (for float results whose summation order may differ).
func assertClose(t testing.TB, what string, got Value, want *tensor.Tensor, tol float64) {
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

// allKinds covers every storage family, sub-byte integers and narrow floats.
var allKinds = []tensor.Kind{
	tensor.Bool, tensor.SI4, tensor.SI8, tensor.SI16, tensor.SI32, tensor.SI64,
	tensor.UI2, tensor.UI8, tensor.UI16, tensor.UI32, tensor.UI64,
	tensor.F8E4M3FN, tensor.BF16, tensor.F16, tensor.F32, tensor.F64,
	tensor.Complex64, tensor.Complex128,
}

// module wraps one operation line in @main taking args of the given
// types and returning the op's results.
func module(argTypes []string, body string, resultTypes []string) string {
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

// randomBits fills a tensor of type ty with random bit patterns (any value of
// the kind, including NaNs and infinities for floats).
func randomBits(t testing.TB, rng *rand.Rand, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(ty, func(int) uint64 { return rng.Uint64() })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// indexTensor builds an integer tensor of kind k and the given shape.
func indexTensor(t testing.TB, k tensor.Kind, shape []int64, vals []int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, shape...), func(i int) uint64 { return uint64(vals[i]) })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// elemBits returns the bit pattern of element i (both parts for complex).
func elemBits(t *tensor.Tensor, i int) [2]uint64 {
	if t.Kind().IsComplex() {
		re, im := t.ComplexBits(i)
		return [2]uint64{re, im}
	}
	return [2]uint64{t.Bits(i)}
}

// setElem sets element i from a pattern returned by elemBits.
func setElem(t *tensor.Tensor, i int, b [2]uint64) {
	if t.Kind().IsComplex() {
		t.SetComplexBits(i, b[0], b[1])
		return
	}
	t.SetBits(i, b[0])
}

// ravel converts a multi-index to a flat row-major offset.
func ravel(idx, shape []int64) int {
	off := 0
	for d := range shape {
		off = off*int(shape[d]) + int(idx[d])
	}
	return off
}

// expectSame compares a result with the expected tensor bit for bit.
func expectSame(t testing.TB, what string, got Value, want *tensor.Tensor) {
	t.Helper()
	g, ok := got.(*tensor.Tensor)
	if !ok {
		t.Fatalf("%s: got %s, want a tensor", what, describe(got))
	}
	if !g.Type().Equal(want.Type()) {
		t.Fatalf("%s: got type %s, want %s", what, g.Type(), want.Type())
	}
	for i := 0; i < want.Len(); i++ {
		if elemBits(g, i) != elemBits(want, i) {
			t.Fatalf("%s: element %d (index %v) is %v, want %v\ngot  %s\nwant %s", what, i, unravel(i, want.Shape()),
				elemBits(g, i), elemBits(want, i), g.FormatDense(), want.FormatDense())
		}
	}
}

// arr spells an array<i64: ...> attribute.
func arr(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	if len(s) == 0 {
		return "array<i64>"
	}
	return "array<i64: " + strings.Join(s, ", ") + ">"
}

// listText spells a [a, b] list.
func listText(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// newTensor allocates a tensor, failing the test on errors.
func newTensor(t testing.TB, ty tensor.Type) *tensor.Tensor {
	t.Helper()
	r, err := tensor.New(ty)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Helpers of the grid and distribution tests.

// distI64 builds an si64 tensor.
func distI64(t testing.TB, shape []int64, vals ...int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromSlice(tensor.Type{Kind: tensor.SI64, Shape: shape}, vals)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// distDense renders groups as a dense si64 attribute.
func distDense(groups [][]int64) string {
	rows := make([]string, len(groups))
	for i, g := range groups {
		parts := make([]string, len(g))
		for j, v := range g {
			parts[j] = fmt.Sprint(v)
		}
		rows[i] = "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprintf("dense<[%s]> : tensor<%dx%dxi64>", strings.Join(rows, ", "), len(groups), len(groups[0]))
}

// distPairGroups splits ids 0..n-1 into reversed pairs when n is even
// ([[1, 0], [3, 2], ...]) and into one reversed group otherwise.
func distPairGroups(n int64) [][]int64 {
	if n%2 == 0 {
		var out [][]int64
		for i := int64(0); i < n; i += 2 {
			out = append(out, []int64{i + 1, i})
		}
		return out
	}
	g := make([]int64, n)
	for i := range g {
		g[i] = n - 1 - int64(i)
	}
	return [][]int64{g}
}

// distNoLeak fails when goroutines started during the test remain.
func distNoLeak(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("%d goroutines remain (had %d):\n%s", runtime.NumGoroutine(), before, buf[:n])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// distInts returns the elements of a tensor as int64s.
func distInts(v Value) []int64 {
	x := v.(*tensor.Tensor)
	out := make([]int64, x.Len())
	for i := range out {
		out[i] = x.Int(i)
	}
	return out
}

func distEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// runWith compiles src and runs @main with args.
func runWith(t testing.TB, src string, opts RunOptions, args ...Value) ([]Value, error) {
	t.Helper()
	return mustLoad(t, src).Run("main", args, opts)
}

// vecType spells a tensor type of n elements of kind k.
func vecType(k tensor.Kind, n int) string { return fmt.Sprintf("tensor<%dx%s>", n, k) }

// unaryModule is @main applying op to one argument.
func unaryModule(op string, in, out string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s) -> %s {
  %%r = %s %%a : (%s) -> %s
  func.return %%r : %s
}`, in, out, op, in, out, out)
}

// binaryModule is @main applying op to two arguments of type ty.
func binaryModule(op, ty string) string {
	return fmt.Sprintf(`func.func @main(%%a: %s, %%b: %s) -> %s {
  %%r = %s %%a, %%b : %s
  func.return %%r : %s
}`, ty, ty, ty, op, ty, ty)
}

// intsTensor builds a 1-D integer tensor of kind k from values, wrapped to the
// kind's width.
func intsTensor(t testing.TB, k tensor.Kind, vals []int64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, int64(len(vals))), func(i int) uint64 { return uint64(vals[i]) })
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// floatsTensor builds a 1-D float tensor of kind k, rounding values to k.
func floatsTensor(t testing.TB, k tensor.Kind, vals []float64) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromBits(tensor.NewType(k, int64(len(vals))), func(i int) uint64 {
		if k == tensor.F64 {
			return math.Float64bits(vals[i])
		}
		return tensor.EncodeFloat(k, vals[i])
	})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// run1 runs @main of src and returns its single tensor result.
func run1(t testing.TB, src string, opts RunOptions, args ...Value) *tensor.Tensor {
	t.Helper()
	vals, err := runWith(t, src, opts, args...)
	if err != nil {
		t.Fatal(err)
	}
	if len(vals) != 1 {
		t.Fatalf("got %d results, want 1", len(vals))
	}
	r, ok := vals[0].(*tensor.Tensor)
	if !ok {
		t.Fatalf("result is %T", vals[0])
	}
	return r
}

// sameFloat reports whether two floats are identical (NaNs match any NaN;
// zeros must agree in sign).
func sameFloat(x, y float64) bool {
	if x != x || y != y {
		return x != x && y != y
	}
	return x == y && math.Signbit(x) == math.Signbit(y)
}

// parseKinds parses a space-separated list of element types.
func parseKinds(t testing.TB, s string) []tensor.Kind {
	t.Helper()
	var ks []tensor.Kind
	for _, f := range strings.Fields(s) {
		k, err := tensor.ParseKind(f)
		if err != nil {
			t.Fatal(err)
		}
		ks = append(ks, k)
	}
	return ks
}

// compileError parses, verifies and compiles src and returns the first
// error (verification errors are returned with a "verify:" prefix).
func compileError(t testing.TB, src string) error {
	t.Helper()
	ctx := stablehlo.NewContext(false)
	defer ctx.Close()
	m, err := ctx.ParseModule([]byte(src), "test.mlir")
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	_, err = Compile(m)
	return err
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

package passes

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// The equivalence tests interpret a program before and after a pass on the
// same inputs (constants inside the program) and compare the results: the
// rewritten program must also match a float64/int64 reference computed in
// Go, so that a check remains when the interpreter lacks the original op.

// newContext returns a context with the StableHLO dialects and every pass
// registered.
func newContext(t *testing.T) *mlirc.Context {
	t.Helper()
	mlirc.RegisterCorePasses()
	if err := RegisterAll(); err != nil {
		t.Fatalf("registering the passes: %v", err)
	}
	ctx := stablehlo.NewContext(false)
	t.Cleanup(func() { ctx.Close() })
	return ctx
}

// parse parses and verifies a module.
func parse(t *testing.T, ctx *mlirc.Context, src string) *mlirc.Module {
	t.Helper()
	m, err := ctx.ParseModule([]byte(src), "test.mlir")
	if err != nil {
		t.Fatalf("parsing:\n%s\n%v", src, err)
	}
	t.Cleanup(func() { m.Close() })
	if err := m.Verify(); err != nil {
		t.Fatalf("verifying the input: %v", err)
	}
	return m
}

// runPipeline runs a textual pipeline on m and verifies the result.
func runPipeline(t *testing.T, ctx *mlirc.Context, m *mlirc.Module, pipeline string) {
	t.Helper()
	pm, err := ctx.NewPassManager()
	if err != nil {
		t.Fatal(err)
	}
	defer pm.Close()
	if err := pm.AddPipeline(pipeline); err != nil {
		t.Fatalf("pipeline %s: %v", pipeline, err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatalf("running %s: %v", pipeline, err)
	}
	if err := m.Verify(); err != nil {
		t.Fatalf("the rewritten module does not verify: %v", err)
	}
}

// interpret runs @main of m without arguments.
func interpret(m *mlirc.Module) ([]*tensor.Tensor, error) {
	prog, err := interp.Compile(m)
	if err != nil {
		return nil, fmt.Errorf("compiling: %w", err)
	}
	vals, err := prog.Run("main", nil, interp.RunOptions{})
	if err != nil {
		return nil, fmt.Errorf("running: %w", err)
	}
	out := make([]*tensor.Tensor, len(vals))
	for i, v := range vals {
		tv, ok := v.(*tensor.Tensor)
		if !ok {
			return nil, fmt.Errorf("result %d is %T, not a tensor", i, v)
		}
		out[i] = tv
	}
	return out, nil
}

// opsIn lists the names of the operations of m.
func opsIn(t *testing.T, m *mlirc.Module) map[string]int {
	t.Helper()
	op, err := m.Operation()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	op.Walk(mlirc.PreOrder, func(o mlirc.Operation) mlirc.WalkResult {
		out[o.Name()]++
		return mlirc.WalkAdvance
	})
	return out
}

// tolerance is the allowed |got - want| <= abs + rel*|want| of a type.
type tolerance struct{ abs, rel float64 }

func toleranceOf(kind tensor.Kind) tolerance {
	switch kind {
	case tensor.F64:
		return tolerance{1e-11, 1e-11}
	case tensor.F32:
		return tolerance{1e-4, 1e-5}
	case tensor.F16:
		return tolerance{2e-2, 1e-2}
	case tensor.BF16:
		return tolerance{1.5e-1, 4e-2}
	}
	return tolerance{}
}

// isFloatKind reports whether k is a floating-point kind.
func isFloatKind(k tensor.Kind) bool {
	_, ok := tensor.FloatInfoOf(k)
	return ok
}

// compareTensors compares got with want: bit for bit for integers, within
// tol for floats.
func compareTensors(got, want *tensor.Tensor, tol tolerance) error {
	if !got.Type().Equal(want.Type()) {
		return fmt.Errorf("type %s, want %s", got.Type(), want.Type())
	}
	if !isFloatKind(got.Kind()) {
		if !got.BitwiseEqual(want) {
			return fmt.Errorf("got %s, want %s", got.FormatDense(), want.FormatDense())
		}
		return nil
	}
	for i := 0; i < got.Len(); i++ {
		if err := closeTo(got.Float(i), want.Float(i), tol); err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
	}
	return nil
}

// closeTo checks one value against an expected one.
func closeTo(got, want float64, tol tolerance) error {
	if math.IsNaN(got) != math.IsNaN(want) || math.Abs(got-want) > tol.abs+tol.rel*math.Abs(want) {
		return fmt.Errorf("got %g, want %g (tolerance %g + %g*|want|)", got, want, tol.abs, tol.rel)
	}
	return nil
}

// compareReference compares results with reference values in row-major
// order.
func compareReference(got *tensor.Tensor, want []float64, tol tolerance) error {
	if got.Len() != len(want) {
		return fmt.Errorf("%d elements, want %d", got.Len(), len(want))
	}
	for i, w := range want {
		var g float64
		if isFloatKind(got.Kind()) {
			g = got.Float(i)
		} else {
			g = float64(got.Int(i))
		}
		if err := closeTo(g, w, tol); err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
	}
	return nil
}

// equivalence is one program run through a pipeline.
type equivalence struct {
	// src is a module whose @main takes no arguments.
	src string
	// pipeline is the pass pipeline under test.
	pipeline string
	// gone are ops that must not remain after the pipeline.
	gone []string
	// want holds the reference values of each result (nil: none); tol
	// overrides the element type's tolerance when set.
	want [][]float64
	tol  *tolerance
}

// check runs the program before and after the pipeline and compares.
func (e equivalence) check(t *testing.T) {
	t.Helper()
	ctx := newContext(t)
	if p := os.Getenv("PASSES_DUMP"); p != "" {
		_ = os.WriteFile(p, []byte(e.src), 0o644)
	}
	before := parse(t, ctx, e.src)
	beforeText, _ := before.Print(mlirc.PrintOptions{})
	beforeOut, beforeErr := interpret(before)
	after := parse(t, ctx, e.src)
	runPipeline(t, ctx, after, e.pipeline)
	afterText, _ := after.Print(mlirc.PrintOptions{})
	for _, name := range e.gone {
		if n := opsIn(t, after)[name]; n > 0 {
			t.Fatalf("%d %s left after %s:\n%s", n, name, e.pipeline, afterText)
		}
	}
	afterOut, err := interpret(after)
	if err != nil {
		t.Fatalf("interpreting the rewritten program: %v\n%s", err, afterText)
	}
	for i, w := range e.want {
		if w == nil {
			continue
		}
		tol := toleranceOf(afterOut[i].Kind())
		if e.tol != nil {
			tol = *e.tol
		}
		if err := compareReference(afterOut[i], w, tol); err != nil {
			t.Errorf("result %d against the reference: %v\n%s", i, err, afterText)
		}
	}
	t.Run("vs-interpreter", func(t *testing.T) {
		if beforeErr != nil {
			t.Fatalf("interpreting the original program: %v\n%s", beforeErr, beforeText)
		}
		if len(beforeOut) != len(afterOut) {
			t.Fatalf("%d results before, %d after", len(beforeOut), len(afterOut))
		}
		for i := range beforeOut {
			tol := toleranceOf(afterOut[i].Kind())
			if e.tol != nil {
				tol = *e.tol
			}
			if err := compareTensors(afterOut[i], beforeOut[i], tol); err != nil {
				t.Errorf("result %d: %v\nbefore:\n%s\nafter:\n%s", i, err, beforeText, afterText)
			}
		}
	})
}

// values returns n deterministic test values: multiples of 1/8 in
// [-2, 2] for floats (exact in every float type tested), small integers
// otherwise. positive keeps them in [0.5, 2].
func values(rng *rand.Rand, n int, float, positive bool) []float64 {
	out := make([]float64, n)
	for i := range out {
		switch {
		case positive:
			out[i] = float64(4+rng.Intn(13)) / 8
		case float:
			out[i] = float64(rng.Intn(33)-16) / 8
		default:
			out[i] = float64(rng.Intn(11) - 5)
		}
	}
	return out
}

// dense renders values as a dense attribute of tensor<shape x elem>.
func dense(vals []float64, shape []int64, elem string) string {
	var b strings.Builder
	b.WriteString("dense<")
	float := strings.HasPrefix(elem, "f") || strings.HasPrefix(elem, "bf")
	var rec func(d int, off int)
	rec = func(d int, off int) {
		if d == len(shape) {
			lit := fmt.Sprintf("%v", vals[off])
			if float && !strings.ContainsAny(lit, ".eEnN") {
				lit += ".0"
			}
			b.WriteString(lit)
			return
		}
		stride := 1
		for _, s := range shape[d+1:] {
			stride *= int(s)
		}
		b.WriteByte('[')
		for i := 0; i < int(shape[d]); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			rec(d+1, off+i*stride)
		}
		b.WriteByte(']')
	}
	if len(vals) == 0 {
		b.WriteString("[]")
	} else {
		rec(0, 0)
	}
	fmt.Fprintf(&b, "> : %s", tensorTypeText(shape, elem))
	return b.String()
}

// tensorTypeText renders tensor<shape x elem>.
func tensorTypeText(shape []int64, elem string) string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, s := range shape {
		fmt.Fprintf(&b, "%dx", s)
	}
	b.WriteString(elem + ">")
	return b.String()
}

// numElements is the product of shape.
func numElements(shape []int64) int {
	n := 1
	for _, s := range shape {
		n *= int(s)
	}
	return n
}

// errorsContain reports whether err's text contains s.
func errorsContain(err error, s string) bool {
	return err != nil && strings.Contains(err.Error(), s)
}

package passes

import (
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

const mixedSource = `func.func @main() -> (tensor<2x4xf32>, tensor<3xf32>, tensor<5x2x3xf32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> loc("in.mlir":2:3)
  %b = stablehlo.constant dense<0.5> : tensor<3x4xf32> loc("in.mlir":3:3)
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32> loc("in.mlir":4:3)
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %r = stablehlo.reshape %x : (tensor<6xf32>) -> tensor<2x3xf32>
  %s = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %o = stablehlo.constant dense<[0.0, 0.5, 1.0]> : tensor<3xf32>
  %out, %m, %v = "stablehlo.batch_norm_training"(%r, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) loc("in.mlir":9:3)
  %1 = stablehlo.unary_einsum %out, config = "ab->b" : (tensor<2x3xf32>) -> tensor<3xf32> loc("in.mlir":10:3)
  %2 = stablehlo.broadcast %a, sizes = [5] : (tensor<2x3xf32>) -> tensor<5x2x3xf32> loc("in.mlir":11:3)
  %dead = stablehlo.add %a, %a : tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<3xf32>, tensor<5x2x3xf32>
}
`

// TestPipeline runs the pipeline of the documentation from Go and checks
// that the result verifies, keeps locations, and matches the interpreter.
func TestPipeline(t *testing.T) {
	const pipeline = "builtin.module(func.func(stablehlo-legalize-deprecated-ops,stablehlo-expand-batch-norm),canonicalize)"
	var bcast []float64
	for range 5 {
		bcast = append(bcast, 1, 2, 3, 4, 5, 6)
	}
	equivalence{src: mixedSource, pipeline: pipeline,
		gone: []string{"stablehlo.einsum", "stablehlo.unary_einsum", "stablehlo.broadcast", "stablehlo.batch_norm_training"},
		// The normalized batch sums to zero per feature, leaving twice the
		// offset.
		want: [][]float64{{3, 3, 3, 3, 7.5, 7.5, 7.5, 7.5}, {0, 1, 2}, bcast},
	}.check(t)
}

// TestLocations checks that every op a rewrite creates carries the
// location of the op it replaces, and that untouched ops stay.
func TestLocations(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, mixedSource)
	runPipeline(t, ctx, m, "builtin.module(stablehlo-legalize-deprecated-ops,stablehlo-expand-batch-norm)")
	text, err := m.Print(mlirc.PrintOptions{DebugInfo: true})
	if err != nil {
		t.Fatal(err)
	}
	ops := opsIn(t, m)
	if ops["stablehlo.add"] < 2 {
		t.Errorf("the dead add was removed or the batch norm has no add:\n%s", text)
	}
	created := map[string]bool{
		"stablehlo.dot_general": true, "stablehlo.transpose": true, "stablehlo.broadcast_in_dim": true,
		"stablehlo.reduce": true, "stablehlo.sqrt": true, "stablehlo.divide": true,
	}
	checked := 0
	mustOp(t, m).Walk(mlirc.PreOrder, func(op mlirc.Operation) mlirc.WalkResult {
		if created[op.Name()] {
			checked++
			if file, line, _, ok := op.Location().FileLineCol(); !ok || file != "in.mlir" || (line != 4 && line != 9 && line != 10 && line != 11) {
				t.Errorf("%s created at %s, not at the replaced op", op.Name(), op.Location())
			}
		}
		return mlirc.WalkAdvance
	})
	if checked < 10 {
		t.Errorf("only %d created ops found:\n%s", checked, text)
	}
	for _, want := range []string{`"in.mlir":4:3`, `"in.mlir":9:3`, `"in.mlir":10:3`, `"in.mlir":11:3`} {
		if !strings.Contains(text, want) {
			t.Errorf("location %s is gone:\n%s", want, text)
		}
	}
}

// TestDeterministic runs the passes twice and compares the printed IR.
func TestDeterministic(t *testing.T) {
	var prev string
	for i := range 3 {
		ctx := newContext(t)
		m := parse(t, ctx, mixedSource)
		runPipeline(t, ctx, m, "builtin.module(func.func(stablehlo-legalize-deprecated-ops,stablehlo-expand-batch-norm))")
		text, err := m.Print(mlirc.PrintOptions{DebugInfo: true})
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && text != prev {
			t.Fatalf("run %d differs:\n%s\nfrom:\n%s", i, text, prev)
		}
		prev = text
	}
}

const unsupportedSource = `func.func @main(%a: tensor<2x3xf32>, %b: tensor<?x4xf32>, %c: tensor<?x3xf32>) -> (tensor<2x?xf32>, tensor<?xf32>) {
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<?x4xf32>) -> tensor<2x?xf32>
  %1 = stablehlo.unary_einsum %c, config = "ab->a" : (tensor<?x3xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<2x?xf32>, tensor<?xf32>
}`

// TestUnsupported checks both settings of fail-on-unsupported.
func TestUnsupported(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, unsupportedSource)
	pm, err := ctx.NewPassManager()
	if err != nil {
		t.Fatal(err)
	}
	defer pm.Close()
	if err := pm.AddPipeline("builtin.module(stablehlo-legalize-deprecated-ops)"); err != nil {
		t.Fatal(err)
	}
	err = pm.Run(m)
	if err == nil {
		t.Fatal("the pass succeeded on unsupported einsums")
	}
	for _, want := range []string{"cannot legalize stablehlo.einsum: operand type tensor<?x4xf32> is not a statically shaped tensor", "cannot legalize stablehlo.unary_einsum: operand type tensor<?x3xf32>", "2 operation(s) could not be rewritten"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}

	m = parse(t, ctx, unsupportedSource)
	lenient, err := ctx.NewPassManager()
	if err != nil {
		t.Fatal(err)
	}
	defer lenient.Close()
	if err := lenient.AddPipeline("builtin.module(stablehlo-legalize-deprecated-ops{fail-on-unsupported=false})"); err != nil {
		t.Fatal(err)
	}
	diags, err := lenient.RunWithDiagnostics(m)
	if err != nil {
		t.Fatalf("with fail-on-unsupported=false: %v", err)
	}
	if len(diags) != 2 || diags[0].Severity != mlirc.SeverityWarning || diags[0].Line != 2 || diags[1].Line != 3 {
		t.Errorf("want two warnings on lines 2 and 3, got %v", diags)
	}
	if ops := opsIn(t, m); ops["stablehlo.einsum"] != 1 || ops["stablehlo.unary_einsum"] != 1 {
		t.Errorf("ops left: %v, want the einsum and the unary_einsum untouched", ops)
	}
}

func mustOp(t *testing.T, m *mlirc.Module) mlirc.Operation {
	t.Helper()
	op, err := m.Operation()
	if err != nil {
		t.Fatal(err)
	}
	return op
}

// TestOptions checks option parsing errors.
func TestOptions(t *testing.T) {
	ctx := newContext(t)
	for _, p := range []string{
		"builtin.module(stablehlo-legalize-deprecated-ops{fail-on-unsupported=maybe})",
		"builtin.module(stablehlo-expand-batch-norm{bogus=1})",
		"builtin.module(stablehlo-legalize-composite-to-call{only=x})",
	} {
		pm, err := ctx.NewPassManager()
		if err != nil {
			t.Fatal(err)
		}
		if err := pm.AddPipeline(p); err == nil {
			t.Errorf("%s: accepted", p)
		}
		pm.Close()
	}
}

// TestPatterns applies the exported patterns with the greedy driver.
func TestPatterns(t *testing.T) {
	ctx := newContext(t)
	m := parse(t, ctx, mixedSource)
	op := mustOp(t, m)
	if err := ctx.ApplyPatternsGreedily(op, append(DeprecatedOpsPatterns(), BatchNormPatterns()...)); err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	ops := opsIn(t, m)
	for _, name := range []string{"stablehlo.einsum", "stablehlo.unary_einsum", "stablehlo.broadcast", "stablehlo.batch_norm_training"} {
		if ops[name] != 0 {
			t.Errorf("%s left", name)
		}
	}
	if ops["stablehlo.dot_general"] != 1 {
		t.Errorf("want one dot_general, got %d", ops["stablehlo.dot_general"])
	}
}

const compositeSource = `func.func private @add_n.impl(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.constant dense<2> : tensor<i64>
  %1 = stablehlo.add %arg0, %0 : tensor<i64>
  return %1 : tensor<i64>
}
func.func private @pair.impl(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %s = stablehlo.add %a, %b : tensor<2xf32>
  %d = stablehlo.subtract %a, %b : tensor<2xf32>
  return %s, %d : tensor<2xf32>, tensor<2xf32>
}
func.func @main() -> (tensor<i64>, tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.constant dense<1> : tensor<i64>
  %1 = stablehlo.composite "stablehlo.add_n" %0 {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl} : (tensor<i64>) -> tensor<i64>
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.5, 4.0]> : tensor<2xf32>
  %2:2 = stablehlo.composite "my.pair" %a, %b {decomposition = @pair.impl, version = 3 : i32} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %1, %2#0, %2#1 : tensor<i64>, tensor<2xf32>, tensor<2xf32>
}`

func TestCompositeToCall(t *testing.T) {
	equivalence{src: compositeSource, pipeline: "builtin.module(stablehlo-legalize-composite-to-call)",
		gone: []string{"stablehlo.composite"},
		want: [][]float64{{3}, {1.5, 6}, {0.5, -2}},
	}.check(t)

	ctx := newContext(t)
	m := parse(t, ctx, compositeSource)
	runPipeline(t, ctx, m, "builtin.module(stablehlo-legalize-composite-to-call{except=my.pair})")
	ops := opsIn(t, m)
	if ops["stablehlo.composite"] != 1 || ops["func.call"] != 1 {
		t.Errorf("with except=my.pair: %d composites and %d calls, want 1 and 1", ops["stablehlo.composite"], ops["func.call"])
	}
}

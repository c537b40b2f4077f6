package mlirc

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
)

const funcModule = `func.func @id(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func @main(%arg0: i32) -> i32 {
  %0 = call @id(%arg0) : (i32) -> i32
  %1 = "test.op"(%0) {tag = 7 : i64} : (i32) -> i32
  return %1 : i32
}
`

func newTestContext(t *testing.T) *Context {
	t.Helper()
	ctx := NewContext(Options{AllowUnregistered: true})
	t.Cleanup(func() { ctx.Close() })
	return ctx
}

func TestParsePrintVerifyRoundTrip(t *testing.T) {
	ctx := newTestContext(t)
	m, err := ctx.ParseModule([]byte(funcModule), "round.mlir")
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	defer m.Close()
	if err := m.Verify(); err != nil {
		t.Fatalf("verify: %v", err)
	}
	pretty, err := m.Print(PrintOptions{})
	if err != nil {
		t.Fatal(err)
	}
	generic, _ := m.Print(PrintOptions{Generic: true})
	if !strings.Contains(generic, `"func.func"()`) || strings.Contains(pretty, `"func.func"()`) {
		t.Fatalf("generic/pretty forms look wrong:\n%s\n%s", pretty, generic)
	}
	// Generic text parses back to the same pretty text.
	m2, err := ctx.ParseModule([]byte(generic), "generic.mlir")
	if err != nil {
		t.Fatalf("reparse generic: %v", err)
	}
	defer m2.Close()
	pretty2, _ := m2.Print(PrintOptions{})
	if pretty2 != pretty {
		t.Fatalf("round trip changed the module:\n%s\nvs\n%s", pretty, pretty2)
	}
	withLoc, _ := m.Print(PrintOptions{DebugInfo: true})
	if !strings.Contains(withLoc, `loc("round.mlir":`) {
		t.Fatalf("debug info missing file locations:\n%s", withLoc)
	}
}

func TestParseErrorDiagnostics(t *testing.T) {
	ctx := newTestContext(t)
	_, err := ctx.ParseModule([]byte("func.func @f() {\n  %0 = \n}\n"), "bad.mlir")
	var de *DiagnosticError
	if !errors.As(err, &de) {
		t.Fatalf("want *DiagnosticError, got %T %v", err, err)
	}
	if len(de.Diagnostics) == 0 {
		t.Fatal("no diagnostics captured")
	}
	d := de.Diagnostics[0]
	if d.Severity != SeverityError || d.File != "bad.mlir" || d.Line != 2 || d.Col == 0 {
		t.Fatalf("unexpected diagnostic %+v", d)
	}
	if !strings.HasPrefix(err.Error(), "bad.mlir:2:") || !strings.Contains(err.Error(), ": error: ") {
		t.Fatalf("error text %q lacks file:line:col: error:", err)
	}
}

func TestVerifierDiagnosticsWithNotes(t *testing.T) {
	ctx := newTestContext(t)
	src := "func.func @f(%arg0: i32) -> i64 {\n  return %arg0 : i32\n}\n"
	m, err := ctx.ParseModule([]byte(src), "verify.mlir")
	if err != nil {
		// The parser already verifies; either place must report line 2.
		if !strings.Contains(err.Error(), "verify.mlir:2:3: error:") {
			t.Fatalf("unexpected error %v", err)
		}
		return
	}
	defer m.Close()
	err = m.Verify()
	if err == nil || !strings.Contains(err.Error(), "verify.mlir:2:3: error:") {
		t.Fatalf("want a verifier error at 2:3, got %v", err)
	}
}

func TestBuildAndWalkIR(t *testing.T) {
	ctx := newTestContext(t)
	loc := ctx.FileLineColLocation("built.mlir", 1, 1)
	m, err := ctx.NewModule(loc)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	i32 := ctx.IntegerType(32, 0)
	fnType := ctx.FunctionType([]Type{i32}, []Type{i32})
	fn, err := ctx.CreateOperation(OperationSpec{
		Name: "func.func", Location: loc, Regions: 1,
		Attributes: []NamedAttribute{
			{"sym_name", ctx.StringAttr("twice")},
			{"function_type", TypeAttr(fnType)},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	body, _ := m.Body()
	body.Append(fn)
	block := NewBlock([]Type{i32}, loc)
	fn.Region(0).AppendBlock(block)
	arg := block.Argument(0)
	twice, err := ctx.CreateOperation(OperationSpec{
		Name: "test.twice", Location: loc, Operands: []Value{arg, arg}, Results: []Type{i32},
		Attributes: []NamedAttribute{{"factor", IntegerAttr(ctx.IntegerType(64, 0), 2)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	block.Append(twice)
	ret, err := ctx.CreateOperation(OperationSpec{Name: "func.return", Location: loc, Operands: []Value{twice.Result(0)}})
	if err != nil {
		t.Fatal(err)
	}
	block.Append(ret)
	if err := m.Verify(); err != nil {
		t.Fatalf("built module does not verify: %v", err)
	}
	text, _ := m.Print(PrintOptions{})
	for _, want := range []string{"func.func @twice(%arg0: i32) -> i32", `"test.twice"(%arg0, %arg0) {factor = 2 : i64}`, "return %0 : i32"} {
		if !strings.Contains(text, want) {
			t.Fatalf("printed module lacks %q:\n%s", want, text)
		}
	}

	var names []string
	mop, _ := m.Operation()
	mop.Walk(PreOrder, func(o Operation) WalkResult {
		names = append(names, o.Name())
		return WalkAdvance
	})
	if got := strings.Join(names, ","); got != "builtin.module,func.func,test.twice,func.return" {
		t.Fatalf("pre-order walk = %s", got)
	}
	if uses := arg.Users(); len(uses) != 2 || uses[0].Name() != "test.twice" {
		t.Fatalf("argument users = %v", uses)
	}
	if a := twice.Attribute("factor"); a.IsNull() || a.Int() != 2 {
		t.Fatalf("factor attribute = %v", a)
	}
	// Rewrite: replace the uses of test.twice's result by the argument and
	// erase it.
	twice.Result(0).ReplaceAllUsesWith(arg)
	twice.Erase()
	text, _ = m.Print(PrintOptions{})
	if strings.Contains(text, "test.twice") || !strings.Contains(text, "return %arg0 : i32") {
		t.Fatalf("rewrite did not apply:\n%s", text)
	}
}

func TestTypesAndAttributes(t *testing.T) {
	ctx := newTestContext(t)
	tt, err := ctx.ParseType("tensor<2x?xcomplex<f32>>")
	if err != nil {
		t.Fatal(err)
	}
	if !tt.IsRankedTensor() || len(tt.Shape()) != 2 || tt.Shape()[1] != DynamicSize || !tt.ElementType().IsComplex() {
		t.Fatalf("bad tensor type decoding: %v %v", tt, tt.Shape())
	}
	a, err := ctx.ParseAttribute("dense<[1, -2, 3]> : tensor<3xi16>")
	if err != nil {
		t.Fatal(err)
	}
	raw := a.RawData()
	if len(raw) != 6 || raw[2] != 0xfe || raw[3] != 0xff {
		t.Fatalf("raw data = %v", raw)
	}
	if got := a.I64s(); len(got) != 3 || got[1] != -2 {
		t.Fatalf("I64s = %v", got)
	}
	d, _ := ctx.ParseAttribute(`{a = "x", b = [1 : i32, true], c = @sym, d = array<i64: 4, 5>}`)
	if d.Lookup("a").Str() != "x" || d.Lookup("c").Symbol() != "sym" {
		t.Fatalf("dictionary decoding failed: %v", d)
	}
	if els := d.Lookup("b").Elements(); len(els) != 2 || els[0].Int() != 1 || !els[1].Bool() {
		t.Fatalf("array decoding failed")
	}
	if v := d.Lookup("d").I64s(); len(v) != 2 || v[1] != 5 {
		t.Fatalf("dense array decoding failed: %v", v)
	}
	if _, err := ctx.ParseAttribute("dense<[1, 2> : tensor<2xi32>"); err == nil {
		t.Fatal("malformed attribute parsed")
	}
}

type renamePass struct {
	runs *atomic.Int32
	fail string
}

func (p *renamePass) SetOptions(opts map[string]string) error {
	for k, v := range opts {
		if k != "fail" {
			return errors.New("unknown option " + k)
		}
		p.fail = v
	}
	return nil
}

func (p *renamePass) Run(op Operation) error {
	p.runs.Add(1)
	if p.fail != "" {
		return errors.New(p.fail)
	}
	ctx, err := op.Context()
	if err != nil {
		return err
	}
	op.SetAttribute("go.seen", ctx.UnitAttr())
	return nil
}

func TestGoPassInsideMLIRPipeline(t *testing.T) {
	RegisterCorePasses()
	var runs atomic.Int32
	err := RegisterPass(PassDefinition{
		Argument: "mlirc-test-mark", Description: "marks functions", OpName: "func.func",
		New: func() Pass { return &renamePass{runs: &runs} },
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := RegisterPass(PassDefinition{Argument: "mlirc-test-mark", New: func() Pass { return &renamePass{runs: &runs} }}); err == nil {
		t.Fatal("duplicate registration accepted")
	}
	found := false
	for _, p := range RegisteredPasses() {
		found = found || p.Argument == "mlirc-test-mark"
	}
	if !found {
		t.Fatal("Go pass not listed among registered passes")
	}

	ctx := newTestContext(t)
	m, err := ctx.ParseModule([]byte(funcModule), "pass.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	pm, err := ctx.NewPassManager()
	if err != nil {
		t.Fatal(err)
	}
	defer pm.Close()
	if err := pm.AddPipeline("builtin.module(inline,func.func(mlirc-test-mark),canonicalize,symbol-dce)"); err != nil {
		t.Fatal(err)
	}
	if err := pm.Run(m); err != nil {
		t.Fatalf("pipeline failed: %v", err)
	}
	text, _ := m.Print(PrintOptions{})
	if !strings.Contains(text, "go.seen") || strings.Contains(text, "call @id") {
		t.Fatalf("pipeline output unexpected:\n%s", text)
	}
	if runs.Load() == 0 {
		t.Fatal("Go pass never ran")
	}

	// A failing Go pass surfaces as a diagnostic at the anchored op.
	pm2, _ := ctx.NewPassManager()
	defer pm2.Close()
	if err := pm2.AddPipeline("func.func(mlirc-test-mark{fail=broken})"); err != nil {
		t.Fatal(err)
	}
	err = pm2.Run(m)
	if err == nil || !strings.Contains(err.Error(), "pass.mlir:") || !strings.Contains(err.Error(), "broken") {
		t.Fatalf("want a located failure, got %v", err)
	}
	// Unknown options and unknown passes are reported.
	pm3, _ := ctx.NewPassManager()
	defer pm3.Close()
	if err := pm3.AddPipeline("func.func(mlirc-test-mark{nope=1})"); err == nil {
		t.Fatal("unknown pass option accepted")
	}
	if err := pm3.AddPipeline("no-such-pass"); err == nil {
		t.Fatal("unknown pass accepted")
	}
}

type foldPattern struct{}

// MatchAndRewrite replaces "test.identity"(%x) by %x.
func (foldPattern) MatchAndRewrite(op Operation, rw Rewriter) (bool, error) {
	rw.ReplaceOp(op, []Value{op.Operand(0)})
	return true, nil
}

func TestGreedyRewritePatterns(t *testing.T) {
	ctx := newTestContext(t)
	src := `func.func @f(%arg0: i32) -> i32 {
  %0 = "test.identity"(%arg0) : (i32) -> i32
  %1 = "test.identity"(%0) : (i32) -> i32
  return %1 : i32
}`
	m, err := ctx.ParseModule([]byte(src), "rw.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	op, _ := m.Operation()
	if err := ctx.ApplyPatternsGreedily(op, []PatternSpec{{Root: "test.identity", Pattern: foldPattern{}}}); err != nil {
		t.Fatal(err)
	}
	text, _ := m.Print(PrintOptions{})
	if strings.Contains(text, "test.identity") || !strings.Contains(text, "return %arg0") {
		t.Fatalf("patterns did not apply:\n%s", text)
	}
}

func TestOwnership(t *testing.T) {
	ctx := NewContext(Options{})
	m, err := ctx.ParseModule([]byte("func.func @f() { return }"), "own.mlir")
	if err != nil {
		t.Fatal(err)
	}
	pm, _ := ctx.NewPassManager()
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal("second Module.Close failed")
	}
	if _, err := m.Operation(); !errors.Is(err, ErrClosed) {
		t.Fatalf("use after Module.Close: %v", err)
	}
	if err := ctx.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ctx.Close(); err != nil {
		t.Fatal("second Context.Close failed")
	}
	if _, err := ctx.ParseModule([]byte(""), "x"); !errors.Is(err, ErrClosed) {
		t.Fatalf("use after Context.Close: %v", err)
	}
	if err := pm.AddPipeline("cse"); !errors.Is(err, ErrClosed) {
		t.Fatalf("pass manager of a closed context: %v", err)
	}
	if err := pm.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := ctx.NewPassManager(); !errors.Is(err, ErrClosed) {
		t.Fatalf("NewPassManager after Close: %v", err)
	}
}

func TestParsePassOptions(t *testing.T) {
	tests := []struct {
		in   string
		want map[string]string
	}{
		{"", map[string]string{}},
		{"a=1", map[string]string{"a": "1"}},
		{"a=1 b='x y' c", map[string]string{"a": "1", "b": "x y", "c": "true"}},
		{`m="q" n={p=1 r=2}`, map[string]string{"m": "q", "n": "p=1 r=2"}},
	}
	for _, tc := range tests {
		got, err := ParsePassOptions(tc.in)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%q: got %v", tc.in, got)
		}
		for k, v := range tc.want {
			if got[k] != v {
				t.Fatalf("%q: %s = %q, want %q", tc.in, k, got[k], v)
			}
		}
	}
	if _, err := ParsePassOptions("a='open"); err == nil {
		t.Fatal("unterminated quote accepted")
	}
}

func TestBoolRawDataIsUnpacked(t *testing.T) {
	ctx := newTestContext(t)
	a, err := ctx.ParseAttribute("dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>")
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{1, 0, 1, 1, 0, 0, 0, 0, 1}
	if got := a.RawData(); string(got) != string(want) {
		t.Fatalf("RawData = %v, want %v", got, want)
	}
	tt, _ := ctx.ParseType("tensor<9xi1>")
	if back := DenseElementsAttr(tt, want); !back.Equal(a) {
		t.Fatalf("DenseElementsAttr(%v) = %v, want %v", want, back, a)
	}
	s, _ := ctx.ParseAttribute("dense<true> : tensor<4xi1>")
	if got := s.RawData(); len(got) != 1 || got[0] != 1 || !s.IsSplat() {
		t.Fatalf("splat RawData = %v", got)
	}
}

func TestDenseResourceBlob(t *testing.T) {
	ctx := newTestContext(t)
	// The blob: alignment 2 (little-endian u32), then the i16 values 1, -2
	// and 0x1234, little-endian.
	src := `"test.op"() {present = dense_resource<weights> : tensor<3xi16>, absent = dense_resource<nowhere> : tensor<2xf32>, plain = dense<1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      weights: "0x020000000100FEFF3412"
    }
  }
#-}
`
	m, err := ctx.ParseModule([]byte(src), "blob.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	body, err := m.Body()
	if err != nil {
		t.Fatal(err)
	}
	op := body.FirstOperation()
	present, absent, plain := op.Attribute("present"), op.Attribute("absent"), op.Attribute("plain")
	for _, c := range []struct {
		name     string
		a        Attribute
		resource bool
		key      string
		data     []byte
		ok       bool
	}{
		{"present", present, true, "weights", []byte{0x01, 0x00, 0xFE, 0xFF, 0x34, 0x12}, true},
		{"absent", absent, true, "nowhere", nil, false},
		{"plain", plain, false, "", nil, false},
	} {
		if got := c.a.IsDenseResourceElements(); got != c.resource {
			t.Errorf("%s: IsDenseResourceElements = %v, want %v", c.name, got, c.resource)
		}
		if got := c.a.ResourceKey(); got != c.key {
			t.Errorf("%s: ResourceKey = %q, want %q", c.name, got, c.key)
		}
		data, ok := c.a.ResourceBlob()
		if ok != c.ok || string(data) != string(c.data) {
			t.Errorf("%s: ResourceBlob = %x, %v; want %x, %v", c.name, data, ok, c.data, c.ok)
		}
	}
	if (Attribute{}).IsDenseResourceElements() {
		t.Error("null attribute is a dense resource")
	}
}

package mlirc

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
)

// TestConcurrentParsesAndVerifies parses and verifies on one context from
// several goroutines; each failure carries exactly its own diagnostics.
func TestConcurrentParsesAndVerifies(t *testing.T) {
	for _, threading := range []bool{false, true} {
		t.Run(fmt.Sprintf("threading=%v", threading), func(t *testing.T) {
			ctx := NewContext(Options{AllowUnregistered: true, Threading: threading})
			defer ctx.Close()
			var wg sync.WaitGroup
			for g := 0; g < 6; g++ {
				wg.Add(1)
				go func(g int) {
					defer wg.Done()
					for i := 0; i < 15; i++ {
						file := fmt.Sprintf("g%d_%d.mlir", g, i)
						switch i % 3 {
						case 0: // Parses and verifies.
							m, err := ctx.ParseModule([]byte(funcModule), file)
							if err != nil {
								t.Errorf("%s: %v", file, err)
								continue
							}
							if err := m.Verify(); err != nil {
								t.Errorf("%s: verify: %v", file, err)
							}
							m.Close()
						case 1: // A syntax error.
							_, err := ctx.ParseModule([]byte("func.func @f() {\n  %0 = \n}\n"), file)
							checkOwnDiagnostics(t, err, file, 2)
						case 2: // A verifier error (reported by the parser).
							_, err := ctx.ParseModule([]byte("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n"), file)
							checkOwnDiagnostics(t, err, file, 2)
						}
						if _, err := ctx.ParseType(fmt.Sprintf("tensor<%dxf32>", i+1)); err != nil {
							t.Errorf("ParseType: %v", err)
						}
						if _, err := ctx.ParseAttribute("[1, "); err == nil {
							t.Error("malformed attribute parsed")
						} else {
							var de *DiagnosticError
							if !errors.As(err, &de) || len(de.Diagnostics) != 1 {
								t.Errorf("ParseAttribute: want one diagnostic, got %v", err)
							}
						}
					}
				}(g)
			}
			wg.Wait()
		})
	}
}

// checkOwnDiagnostics checks that err holds one error diagnostic, on the
// given line of file and of no other.
func checkOwnDiagnostics(t *testing.T, err error, file string, line int) {
	t.Helper()
	var de *DiagnosticError
	if !errors.As(err, &de) {
		t.Errorf("%s: want a *DiagnosticError, got %T %v", file, err, err)
		return
	}
	errs := 0
	for _, d := range de.Diagnostics {
		if d.File != file {
			t.Errorf("%s: diagnostic of another call: %v", file, d)
		}
		if d.Severity == SeverityError {
			errs++
			if d.Line != line {
				t.Errorf("%s: error on line %d, want %d: %v", file, d.Line, line, d)
			}
		}
	}
	if errs != 1 {
		t.Errorf("%s: want exactly one error, got %v", file, de.Diagnostics)
	}
}

// TestCloseRacesWithCalls closes a context while other goroutines use it:
// every call either works or returns ErrClosed, and nothing crashes.
func TestCloseRacesWithCalls(t *testing.T) {
	for round := 0; round < 4; round++ {
		ctx := NewContext(Options{AllowUnregistered: true})
		m, err := ctx.ParseModule([]byte(funcModule), "race.mlir")
		if err != nil {
			t.Fatal(err)
		}
		pm, err := ctx.NewPassManager()
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		start := make(chan struct{})
		check := func(what string, err error) {
			if err != nil && !errors.Is(err, ErrClosed) {
				t.Errorf("%s: %v", what, err)
			}
		}
		for g := 0; g < 4; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				for i := 0; i < 40; i++ {
					m2, err := ctx.ParseModule([]byte(funcModule), "race.mlir")
					check("ParseModule", err)
					if err == nil {
						check("Verify", m2.Verify())
						_, err := m2.Print(PrintOptions{})
						check("Print", err)
						check("Module.Close", m2.Close())
					}
					_, err = ctx.ParseType("i32")
					check("ParseType", err)
					check("Verify", m.Verify())
					_, err = m.Print(PrintOptions{})
					check("Print", err)
					check("AddPipeline", pm.AddPipeline("cse"))
					check("Run", pm.Run(m))
					ctx.IntegerType(32, 0)
					ctx.StringAttr("x")
				}
			}()
		}
		close(start)
		check("Close", ctx.Close())
		wg.Wait()
		if err := m.Close(); err != nil {
			t.Fatal(err)
		}
		if err := pm.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestErrClosedEverywhere checks that every method that can fail reports
// ErrClosed once the context is closed.
func TestErrClosedEverywhere(t *testing.T) {
	ctx := NewContext(Options{AllowUnregistered: true})
	m, err := ctx.ParseModule([]byte(funcModule), "closed.mlir")
	if err != nil {
		t.Fatal(err)
	}
	op, _ := m.Operation()
	pm, _ := ctx.NewPassManager()
	loc := ctx.UnknownLocation()
	if err := ctx.Close(); err != nil {
		t.Fatal(err)
	}
	calls := map[string]error{}
	_, calls["ParseModule"] = ctx.ParseModule([]byte(funcModule), "x")
	_, calls["ParseType"] = ctx.ParseType("i32")
	_, calls["ParseAttribute"] = ctx.ParseAttribute("1 : i32")
	_, calls["NewModule"] = ctx.NewModule(loc)
	_, calls["NewPassManager"] = ctx.NewPassManager()
	_, calls["NewIRRewriter"] = ctx.NewIRRewriter()
	_, calls["CreateOperation"] = ctx.CreateOperation(OperationSpec{Name: "test.op", Location: loc})
	calls["ApplyPatternsGreedily"] = ctx.ApplyPatternsGreedily(op, nil)
	calls["AllowUnregisteredDialects"] = ctx.AllowUnregisteredDialects(true)
	calls["SetPrintOpOnDiagnostic"] = ctx.SetPrintOpOnDiagnostic(false)
	_, calls["Module.Operation"] = m.Operation()
	_, calls["Module.Body"] = m.Body()
	_, calls["Module.Print"] = m.Print(PrintOptions{})
	calls["Module.Verify"] = m.Verify()
	calls["Operation.Verify"] = op.Verify(ctx)
	calls["PassManager.AddPipeline"] = pm.AddPipeline("cse")
	calls["PassManager.AddPass"] = pm.AddPass("cse")
	calls["PassManager.Run"] = pm.Run(m)
	_, calls["PassManager.RunWithDiagnostics"] = pm.RunWithDiagnostics(m)
	names := make([]string, 0, len(calls))
	for name := range calls {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !errors.Is(calls[name], ErrClosed) {
			t.Errorf("%s after Close: %v, want ErrClosed", name, calls[name])
		}
	}
	for name, close := range map[string]func() error{"Context": ctx.Close, "Module": m.Close, "PassManager": pm.Close} {
		if err := close(); err != nil {
			t.Errorf("%s.Close after Context.Close: %v", name, err)
		}
	}
	if !ctx.IntegerType(32, 0).IsNull() || !ctx.UnknownLocation().IsNull() || pm.Pipeline() != "" {
		t.Error("a closed context still hands out values")
	}
}

// notePass emits a warning naming each function it runs on, makes nested
// calls on the context (one of which fails on purpose, keeping its
// diagnostics to itself), and fails on functions whose name starts with
// "fail".
type notePass struct{}

func (notePass) Run(op Operation) error {
	ctx, err := op.Context()
	if err != nil {
		return err
	}
	name := op.Attribute("sym_name").Str()
	if _, err := ctx.ParseAttribute("[1, "); err == nil {
		return errors.New("malformed attribute parsed")
	} else if !strings.Contains(err.Error(), "error:") {
		return fmt.Errorf("nested parse error lacks its diagnostics: %v", err)
	}
	attr, err := ctx.ParseAttribute(fmt.Sprintf("%q", name))
	if err != nil {
		return err
	}
	op.SetAttribute("note.name", attr)
	if err := EmitWarning(op.Location(), "visited "+name); err != nil {
		return err
	}
	if strings.HasPrefix(name, "fail") {
		return fmt.Errorf("refusing %s", name)
	}
	return nil
}

var registerNotePass sync.Once

// TestParallelPipelinesOwnDiagnostics runs pass pipelines from several
// goroutines on one threaded context, with a Go pass that MLIR runs on its
// worker threads: each run gets exactly the diagnostics of its own module.
func TestParallelPipelinesOwnDiagnostics(t *testing.T) {
	registerNotePass.Do(func() {
		err := RegisterPass(PassDefinition{Argument: "mlirc-test-note", Description: "emits a warning per function",
			OpName: "func.func", New: func() Pass { return notePass{} }})
		if err != nil {
			t.Fatal(err)
		}
	})
	ctx := NewContext(Options{Threading: true})
	defer ctx.Close()
	const funcs = 12
	var wg sync.WaitGroup
	for g := 0; g < 6; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			failing := g%2 == 1
			var src strings.Builder
			want := map[string]bool{}
			for f := 0; f < funcs; f++ {
				name := fmt.Sprintf("m%d_f%d", g, f)
				if failing && f == 5 {
					name = fmt.Sprintf("fail_m%d", g)
				}
				want["visited "+name] = true
				fmt.Fprintf(&src, "func.func @%s() {\n  return\n}\n", name)
			}
			file := fmt.Sprintf("m%d.mlir", g)
			for rep := 0; rep < 5; rep++ {
				m, err := ctx.ParseModule([]byte(src.String()), file)
				if err != nil {
					t.Error(err)
					return
				}
				pm, err := ctx.NewPassManager()
				if err != nil {
					t.Error(err)
					return
				}
				if err := pm.AddPipeline("func.func(mlirc-test-note)"); err != nil {
					t.Error(err)
					return
				}
				diags, err := pm.RunWithDiagnostics(m)
				if failing {
					var de *DiagnosticError
					if !errors.As(err, &de) {
						t.Errorf("%s: want a *DiagnosticError, got %v", file, err)
					} else {
						diags = de.Diagnostics
					}
				} else if err != nil {
					t.Errorf("%s: %v", file, err)
				}
				got := map[string]bool{}
				errs := 0
				for _, d := range diags {
					if d.File != file {
						t.Errorf("%s: diagnostic of another run: %v", file, d)
					}
					switch d.Severity {
					case SeverityWarning:
						if got[d.Message] {
							t.Errorf("%s: warning twice: %v", file, d)
						}
						got[d.Message] = true
					case SeverityError:
						errs++
						if !strings.Contains(d.Message, fmt.Sprintf("refusing fail_m%d", g)) {
							t.Errorf("%s: unexpected error %v", file, d)
						}
					}
				}
				if failing && errs != 1 || !failing && errs != 0 {
					t.Errorf("%s: %d errors in %v", file, errs, diags)
				}
				// A failing run may stop before visiting every function.
				for w := range got {
					if !want[w] {
						t.Errorf("%s: warning of another run: %q", file, w)
					}
				}
				if !failing && len(got) != len(want) {
					t.Errorf("%s: got %d warnings, want %d", file, len(got), len(want))
				}
				pm.Close()
				m.Close()
			}
		}(g)
	}
	wg.Wait()
}

// TestCloseInsideCall checks that a pass closing its own context fails
// instead of deadlocking.
func TestCloseInsideCall(t *testing.T) {
	ctx := newTestContext(t)
	m, err := ctx.ParseModule([]byte("func.func @f() {\n  return\n}\n"), "close.mlir")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	var closeErr error
	err = ctx.ApplyPatternsGreedily(mustOperation(t, m), []PatternSpec{{Root: "func.return", Pattern: patternFunc(func(op Operation, rw Rewriter) (bool, error) {
		closeErr = rw.Context().Close()
		return false, nil
	})}})
	if err != nil {
		t.Fatal(err)
	}
	if closeErr == nil || ctx.Closed() {
		t.Fatalf("Close from inside a call: %v (closed %v)", closeErr, ctx.Closed())
	}
}

type patternFunc func(op Operation, rw Rewriter) (bool, error)

func (f patternFunc) MatchAndRewrite(op Operation, rw Rewriter) (bool, error) { return f(op, rw) }

func mustOperation(t *testing.T, m *Module) Operation {
	t.Helper()
	op, err := m.Operation()
	if err != nil {
		t.Fatal(err)
	}
	return op
}

// TestRegisteredPasses checks the listing: MLIR's core passes with their
// descriptions, Go passes, sorted and without duplicates, the same on
// every call.
func TestRegisteredPasses(t *testing.T) {
	RegisterCorePasses()
	RegisterCorePasses()
	registerNotePass.Do(func() {
		if err := RegisterPass(PassDefinition{Argument: "mlirc-test-note", Description: "emits a warning per function",
			OpName: "func.func", New: func() Pass { return notePass{} }}); err != nil {
			t.Fatal(err)
		}
	})
	list := RegisteredPasses()
	byName := map[string]PassInfo{}
	for i, p := range list {
		if i > 0 && list[i-1].Argument >= p.Argument {
			t.Errorf("not sorted or duplicated: %q then %q", list[i-1].Argument, p.Argument)
		}
		byName[p.Argument] = p
	}
	for _, name := range []string{"canonicalize", "cse", "inline", "symbol-dce", "mlirc-test-note"} {
		p, ok := byName[name]
		if !ok || p.Description == "" || !IsPassRegistered(name) {
			t.Errorf("%s: listed %v, description %q", name, ok, p.Description)
		}
	}
	if byName["mlirc-test-note"].Description != "emits a warning per function" {
		t.Errorf("Go pass description: %q", byName["mlirc-test-note"].Description)
	}
	if again := RegisteredPasses(); len(again) != len(list) {
		t.Errorf("second listing has %d passes, first %d", len(again), len(list))
	}
}

// TestCollect checks that Collect gathers the warnings of successful calls
// made inside it and what it emits itself, and that a panic inside it
// releases the context.
func TestCollect(t *testing.T) {
	registerNotePass.Do(func() {
		if err := RegisterPass(PassDefinition{Argument: "mlirc-test-note", Description: "emits a warning per function",
			OpName: "func.func", New: func() Pass { return notePass{} }}); err != nil {
			t.Fatal(err)
		}
	})
	ctx := newTestContext(t)
	diags, err := ctx.Collect(func() error {
		m, err := ctx.ParseModule([]byte("func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n"), "collect.mlir")
		if err != nil {
			return err
		}
		defer m.Close()
		pm, err := ctx.NewPassManager()
		if err != nil {
			return err
		}
		defer pm.Close()
		if err := pm.AddPipeline("func.func(mlirc-test-note)"); err != nil {
			return err
		}
		if err := pm.Run(m); err != nil {
			return err
		}
		if _, err := ctx.ParseType("not a type"); err == nil {
			return errors.New("a malformed type parsed")
		}
		return EmitRemark(ctx.FileLineColLocation("collect.mlir", 9, 1), "done")
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags {
		got = append(got, d.String())
	}
	want := []string{"collect.mlir:1:1: warning: visited a", "collect.mlir:4:1: warning: visited b", "collect.mlir:9:1: remark: done"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	func() {
		defer func() { _ = recover() }()
		_, _ = ctx.Collect(func() error { panic("boom") })
	}()
	if _, err := ctx.ParseType("i32"); err != nil {
		t.Fatalf("context unusable after a panic in Collect: %v", err)
	}
}

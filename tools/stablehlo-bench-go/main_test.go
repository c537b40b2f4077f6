package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// whileSrc counts to its argument in a while loop.
const whileSrc = `func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %c0) : tensor<i64>
  cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %j : tensor<i64>
  }
  func.return %r : tensor<i64>
}`

func scalarArg(t *testing.T, v int64) interp.Value {
	t.Helper()
	x, err := tensor.New(tensor.NewType(tensor.SI64))
	if err != nil {
		t.Fatal(err)
	}
	x.SetBits(0, uint64(v))
	return x
}

func TestProfileTable(t *testing.T) {
	prog, err := interp.Load([]byte(whileSrc), "while.mlir")
	if err != nil {
		t.Fatal(err)
	}
	prof := newProfile(100, true)
	start := time.Now()
	if _, err := prog.Run("main", []interp.Value{scalarArg(t, 9)}, interp.RunOptions{Profiler: prof}); err != nil {
		t.Fatal(err)
	}
	rows := prof.table(time.Since(start))
	calls := map[string]int64{}
	var self, top duration
	for i, r := range rows {
		calls[r.Op] += r.Calls
		self += r.Self
		if i > 0 && r.Total > rows[i-1].Total {
			t.Errorf("rows not sorted by total: %v", rows)
		}
		if r.Self > r.Total || r.Self < 0 || r.Share <= 0 || r.Share > 1 {
			t.Errorf("bad row %+v", r)
		}
	}
	for _, ev := range prof.events {
		if ev.Depth == 0 {
			top += duration(ev.Duration)
		}
	}
	want := map[string]int64{"stablehlo.constant": 10, "stablehlo.while": 1, "stablehlo.compare": 10, "stablehlo.add": 9}
	for op, n := range want {
		if calls[op] != n {
			t.Errorf("%s: %d calls, want %d (%v)", op, calls[op], n, calls)
		}
	}
	if rows[0].Op != "stablehlo.while" {
		t.Errorf("the while, which contains the loop, should lead the table: %+v", rows[0])
	}
	// Self times partition the time of the top-level operations.
	if self != top {
		t.Errorf("self times sum to %s, top-level operations took %s", self, top)
	}
	var text []byte
	text = appendProfileTable(text, rows)
	if !bytes.Contains(text, []byte("stablehlo.compare")) || !bytes.Contains(text, []byte("while.mlir:")) {
		t.Errorf("table:\n%s", text)
	}
}

func TestTraceIsChromeJSON(t *testing.T) {
	src := `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  %z = stablehlo.multiply %y, %y : tensor<2xf32>
  func.return %z : tensor<2xf32>
}`
	// Unfused, so that each operation is an event of its own.
	prog, err := interp.LoadWithOptions([]byte(src), "grid.mlir", interp.CompileOptions{NoFusion: true})
	if err != nil {
		t.Fatal(err)
	}
	x, err := tensor.New(tensor.NewType(tensor.F32, 2))
	if err != nil {
		t.Fatal(err)
	}
	var peak int64
	call, err := newCaller(prog, "main", []interp.Value{x}, 1, 3, 0, &peak, nil)
	if err != nil {
		t.Fatal(err)
	}
	prof := newProfile(5, true)
	origin := time.Now()
	if _, err := call(interp.RunOptions{Profiler: prof}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := prof.writeTrace(&buf, origin, "grid.mlir @main"); err != nil {
		t.Fatal(err)
	}
	var trace struct {
		TraceEvents []traceEvent `json:"traceEvents"`
	}
	if err := json.Unmarshal(buf.Bytes(), &trace); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, buf.String())
	}
	threads := map[int]bool{}
	ops, dropped := 0, 0.0
	for _, e := range trace.TraceEvents {
		switch e.Ph {
		case "M":
			if e.Name == "thread_name" {
				threads[e.Tid] = true
			}
			if d, ok := e.Args["dropped_events"].(float64); ok {
				dropped = d
			}
		case "X":
			ops++
			if e.Ts < 0 || e.Dur < 0 || e.Args["loc"] == nil {
				t.Errorf("bad event %+v", e)
			}
		}
	}
	// Three processes ran two operations each; the limit kept five.
	if ops != 5 || dropped != 1 {
		t.Errorf("%d op events and %v dropped, want 5 and 1", ops, dropped)
	}
	if len(threads) != 3 {
		t.Errorf("%d threads named, want one per process", len(threads))
	}
}

func TestCommandJSON(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "while.mlir")
	if err := os.WriteFile(in, []byte(whileSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(filepath.Join(dir, "out.json"))
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = out
	err = newApp().Run([]string{"stablehlo-bench-go", "--json", "--profile", "--runs", "4", "--warmup", "0",
		"--args", "[dense<3> : tensor<i64>]", "--results-npy-dir", dir, "--trace", filepath.Join(dir, "t.json"),
		"--cpuprofile", filepath.Join(dir, "cpu.pprof"), in})
	os.Stdout = stdout
	out.Close()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if rep.Runs != 4 || len(rep.Times) != 4 || rep.Min > rep.Median || rep.Min <= 0 || rep.LoadCompile <= 0 ||
		rep.FirstCall <= 0 || rep.PeakHeapBytes == 0 || rep.MaxRSSBytes == 0 || len(rep.Profile) == 0 || rep.Entry != "main" {
		t.Errorf("report %s", data)
	}
	f, err := os.Open(filepath.Join(dir, "main_result0.npy"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	res, err := tensor.ReadNPY(f)
	if err != nil {
		t.Fatal(err)
	}
	if res.Int(0) != 3 {
		t.Errorf("result %s, want 3", res.Format())
	}
	if _, err := os.Stat(filepath.Join(dir, "t.json")); err != nil {
		t.Error(err)
	}
	// pprof writes gzip-compressed protocol buffers.
	if prof, err := os.ReadFile(filepath.Join(dir, "cpu.pprof")); err != nil {
		t.Error(err)
	} else if !bytes.HasPrefix(prof, []byte{0x1f, 0x8b}) {
		t.Errorf("--cpuprofile wrote %d bytes that are not a gzip-compressed profile", len(prof))
	}
}

func TestCommandMaxTime(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "while.mlir")
	if err := os.WriteFile(in, []byte(whileSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	outPath := filepath.Join(dir, "out.json")
	out, err := os.Create(outPath)
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = out
	err = newApp().Run([]string{"stablehlo-bench-go", "--json", "--runs", "1000", "--warmup", "1000", "--max-time", "1ns",
		"--args", "[dense<3> : tensor<i64>]", in})
	os.Stdout = stdout
	out.Close()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(outPath)
	if err != nil {
		t.Fatal(err)
	}
	var rep report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if rep.Runs != 1 || rep.Warmup != 0 || len(rep.Times) != 1 {
		t.Errorf("--max-time 1ns: %d runs, %d warm-up, want 1 and 0", rep.Runs, rep.Warmup)
	}
}

func TestSetTimes(t *testing.T) {
	var r report
	r.setTimes([]time.Duration{5, 1, 4, 2})
	if r.Min != 1 || r.Median != 3 || r.Mean != 3 {
		t.Errorf("min %d median %d mean %d", r.Min, r.Median, r.Mean)
	}
}

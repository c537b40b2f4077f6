package interp

import (
	"sync"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// recorder collects profile events.
type recorder struct {
	mu     sync.Mutex
	events []OpEvent
}

func (r *recorder) OpEnd(ev OpEvent) {
	r.mu.Lock()
	r.events = append(r.events, ev)
	r.mu.Unlock()
}

// counts returns the number of events per "op@depth".
func (r *recorder) counts() map[string]int {
	c := map[string]int{}
	for _, ev := range r.events {
		c[ev.Op+"@"+string(rune('0'+ev.Depth))]++
	}
	return c
}

const profileWhileSrc = `func.func @main(%n: tensor<i64>) -> tensor<i64> {
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
  %sq = stablehlo.multiply %r, %r : tensor<i64>
  func.return %sq : tensor<i64>
}`

func TestProfilerCountsWhileLoop(t *testing.T) {
	p := mustLoad(t, profileWhileSrc)
	for _, n := range []int64{0, 1, 7} {
		rec := &recorder{}
		scalar := tensor.NewType(tensor.SI64)
		arg := tensorOf(t, scalar, []float64{float64(n)})
		res, err := p.Run("main", []Value{arg}, RunOptions{Profiler: rec})
		if err != nil {
			t.Fatal(err)
		}
		assertEqual(t, "result", res[0], tensorOf(t, scalar, []float64{float64(n * n)}))
		got := rec.counts()
		want := map[string]int{
			"stablehlo.constant@0": 1,
			"stablehlo.while@0":    1,
			"stablehlo.multiply@0": 1,
			"stablehlo.compare@1":  int(n + 1),
		}
		if n > 0 {
			want["stablehlo.constant@1"] = int(n)
			want["stablehlo.add@1"] = int(n)
		}
		if len(got) != len(want) {
			t.Errorf("n=%d: events %v, want %v", n, got, want)
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("n=%d: %s called %d times, want %d (all: %v)", n, k, got[k], v, got)
			}
		}
		// Nested operations end before the while that ran them, within
		// its time span; the while's location is reported.
		var while OpEvent
		for _, ev := range rec.events {
			if ev.Op == "stablehlo.while" {
				while = ev
			}
		}
		if while.Loc == "" {
			t.Errorf("n=%d: the while has no location", n)
		}
		end := while.Start.Add(while.Duration)
		for _, ev := range rec.events {
			if ev.Depth == 1 && (ev.Start.Before(while.Start) || ev.Start.Add(ev.Duration).After(end)) {
				t.Errorf("n=%d: nested %s outside the while's span", n, ev.Op)
			}
			if ev.Failed || ev.Duration < 0 {
				t.Errorf("n=%d: bad event %+v", n, ev)
			}
		}
	}
}

func TestProfilerGridProcesses(t *testing.T) {
	src := `func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  func.return %y : tensor<2xf32>
}`
	p := mustLoad(t, src)
	x := floatsTensor(t, tensor.F32, []float64{1, 2})
	var mu sync.Mutex
	seen := map[ProcessID]int{}
	prof := ProfilerFunc(func(ev OpEvent) {
		mu.Lock()
		seen[ev.Process]++
		mu.Unlock()
	})
	_, err := p.RunGrid(GridConfig{NumReplicas: 2, NumPartitions: 2, Entry: "main",
		Args: [][]Value{{x}, {x}, {x}, {x}}, Options: RunOptions{Profiler: prof}})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 4 {
		t.Fatalf("events from %d processes, want 4: %v", len(seen), seen)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("process %s reported %d ops, want 1", id, n)
		}
	}
}

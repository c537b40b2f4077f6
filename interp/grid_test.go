package interp

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// specPID is a process id in the tests' own computation of process groups.
type specPID struct{ r, p int64 }

// The spec's four strategies, written as its Python definitions: every
// process group of the grid, in order.
func specCrossReplica(groups [][]int64, R, P int64) [][]specPID {
	var out [][]specPID
	for _, rg := range groups {
		for p := int64(0); p < P; p++ {
			var g []specPID
			for _, r := range rg {
				g = append(g, specPID{r, p})
			}
			out = append(out, g)
		}
	}
	return out
}

func specCrossPartition(groups [][]int64, R, P int64) [][]specPID {
	var out [][]specPID
	for _, pg := range groups {
		for r := int64(0); r < R; r++ {
			var g []specPID
			for _, p := range pg {
				g = append(g, specPID{r, p})
			}
			out = append(out, g)
		}
	}
	return out
}

func specCrossReplicaAndPartition(groups [][]int64, R, P int64) [][]specPID {
	var out [][]specPID
	for _, rg := range groups {
		var g []specPID
		for p := int64(0); p < P; p++ {
			for _, r := range rg {
				g = append(g, specPID{r, p})
			}
		}
		out = append(out, g)
	}
	return out
}

func specFlattened(groups [][]int64, R, P int64) [][]specPID {
	var out [][]specPID
	for _, fg := range groups {
		var g []specPID
		for _, f := range fg {
			g = append(g, specPID{f / P, f % P})
		}
		out = append(out, g)
	}
	return out
}

// specFind returns the group holding me and me's position in it.
func specFind(t *testing.T, groups [][]specPID, me specPID) ([]specPID, int) {
	t.Helper()
	for _, g := range groups {
		for i, q := range g {
			if q == me {
				return g, i
			}
		}
	}
	t.Fatalf("process %v is in no group of %v", me, groups)
	return nil, 0
}

var gridShapes = [][2]int64{{1, 1}, {2, 1}, {1, 4}, {2, 4}, {8, 2}}

// stridedGroups pairs flat id k with k + n/2 (reversed) when n is even.
func stridedGroups(n int64) [][]int64 {
	if n%2 != 0 {
		return distPairGroups(n)
	}
	var out [][]int64
	for k := int64(0); k < n/2; k++ {
		out = append(out, []int64{k + n/2, k})
	}
	return out
}

// foldRegion is a reduction that is not commutative, so results reveal
// the order of the group: acc*31 + x (wrapping).
const foldRegion = `({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %c = stablehlo.constant dense<31> : tensor<i64>
      %m = stablehlo.multiply %a, %c : tensor<i64>
      %s = stablehlo.add %m, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  })`

func runSPMD(t *testing.T, prog *Program, R, P int64, args func(flat int64) []Value) []ProcessResult {
	t.Helper()
	cfg := GridConfig{NumReplicas: R, NumPartitions: P, Entry: "main"}
	for i := int64(0); i < R*P; i++ {
		cfg.Args = append(cfg.Args, args(i))
	}
	res, err := prog.RunGrid(cfg)
	if err != nil {
		t.Fatalf("grid %dx%d: %v", R, P, err)
	}
	return res
}

func TestGridCrossReplicaAllGather(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			groups := distPairGroups(R)
			G := int64(len(groups[0]))
			src := fmt.Sprintf(`func.func @main(%%x: tensor<1x2xi64>) -> tensor<1x%dxi64> {
  %%r = "stablehlo.all_gather"(%%x) {all_gather_dim = 1 : i64, replica_groups = %s} : (tensor<1x2xi64>) -> tensor<1x%dxi64>
  return %%r : tensor<1x%dxi64>
}`, 2*G, distDense(groups), 2*G, 2*G)
			prog := mustLoad(t, src)
			res := runSPMD(t, prog, R, P, func(i int64) []Value {
				return []Value{distI64(t, []int64{1, 2}, i, 1000+i)}
			})
			all := specCrossReplica(groups, R, P)
			for _, pr := range res {
				g, _ := specFind(t, all, specPID{pr.Process.Replica, pr.Process.Partition})
				var want []int64
				for _, q := range g {
					f := q.r*P + q.p
					want = append(want, f, 1000+f)
				}
				if got := distInts(pr.Results[0]); !distEqual(got, want) {
					t.Errorf("process %s: got %v, want %v", pr.Process, got, want)
				}
			}
		})
	}
}

// testFoldAllReduce checks an all_reduce whose groups come from attrs
// against the fold over the groups computed by spec.
func testFoldAllReduce(t *testing.T, attrs string, groups [][]int64, spec func([][]int64, int64, int64) [][]specPID, R, P int64) {
	src := fmt.Sprintf(`func.func @main(%%x: tensor<2xi64>) -> tensor<2xi64> {
  %%r = "stablehlo.all_reduce"(%%x) %s {replica_groups = %s%s} : (tensor<2xi64>) -> tensor<2xi64>
  return %%r : tensor<2xi64>
}`, foldRegion, distDense(groups), attrs)
	prog := mustLoad(t, src)
	input := func(f int64) []int64 { return []int64{f + 1, 2*f + 3} }
	res := runSPMD(t, prog, R, P, func(i int64) []Value {
		return []Value{distI64(t, []int64{2}, input(i)...)}
	})
	all := spec(groups, R, P)
	for _, pr := range res {
		g, _ := specFind(t, all, specPID{pr.Process.Replica, pr.Process.Partition})
		want := make([]int64, 2)
		for k, q := range g {
			x := input(q.r*P + q.p)
			for e := range want {
				if k == 0 {
					want[e] = x[e]
				} else {
					want[e] = want[e]*31 + x[e]
				}
			}
		}
		if got := distInts(pr.Results[0]); !distEqual(got, want) {
			t.Errorf("process %s: got %v, want %v (group %v)", pr.Process, got, want, g)
		}
	}
}

func TestGridCrossReplicaAndPartitionAllReduce(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			testFoldAllReduce(t, ", channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>",
				distPairGroups(R), specCrossReplicaAndPartition, R, P)
		})
	}
}

func TestGridCrossReplicaAllReduce(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			testFoldAllReduce(t, "", distPairGroups(R), specCrossReplica, R, P)
		})
	}
}

func TestGridFlattenedIDsAllReduce(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			testFoldAllReduce(t, ", channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids",
				stridedGroups(R*P), specFlattened, R, P)
		})
	}
}

func TestGridCrossPartitionAllToAll(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			groups := distPairGroups(P)
			G := int64(len(groups[0]))
			src := fmt.Sprintf(`func.func @main(%%x: tensor<%dxi64>) -> tensor<%dxi64> {
  %%r = "stablehlo.all_to_all"(%%x) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = %d : i64,
      replica_groups = %s, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<%dxi64>) -> tensor<%dxi64>
  return %%r : tensor<%dxi64>
}`, G, G, G, distDense(groups), G, G, G)
			prog := mustLoad(t, src)
			res := runSPMD(t, prog, R, P, func(i int64) []Value {
				vals := make([]int64, G)
				for j := range vals {
					vals[j] = i*100 + int64(j)
				}
				return []Value{distI64(t, []int64{G}, vals...)}
			})
			all := specCrossPartition(groups, R, P)
			for _, pr := range res {
				g, pos := specFind(t, all, specPID{pr.Process.Replica, pr.Process.Partition})
				var want []int64
				for _, q := range g {
					want = append(want, (q.r*P+q.p)*100+int64(pos))
				}
				if got := distInts(pr.Results[0]); !distEqual(got, want) {
					t.Errorf("process %s: got %v, want %v", pr.Process, got, want)
				}
			}
		})
	}
}

func TestGridCrossPartitionBroadcastAndIDs(t *testing.T) {
	for _, sh := range gridShapes {
		R, P := sh[0], sh[1]
		t.Run(fmt.Sprintf("%dx%d", R, P), func(t *testing.T) {
			groups := distPairGroups(P)
			src := fmt.Sprintf(`func.func @main(%%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<ui32>, tensor<ui32>) {
  %%r = "stablehlo.collective_broadcast"(%%x) {replica_groups = %s, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2xi64>) -> tensor<2xi64>
  %%ri = stablehlo.replica_id : tensor<ui32>
  %%pi = stablehlo.partition_id : tensor<ui32>
  return %%r, %%ri, %%pi : tensor<2xi64>, tensor<ui32>, tensor<ui32>
}`, distDense(groups))
			prog := mustLoad(t, src)
			res := runSPMD(t, prog, R, P, func(i int64) []Value {
				return []Value{distI64(t, []int64{2}, i, -i)}
			})
			all := specCrossPartition(groups, R, P)
			for i, pr := range res {
				if pr.Process != (ProcessID{int64(i) / P, int64(i) % P}) {
					t.Fatalf("result %d is of process %s", i, pr.Process)
				}
				g, _ := specFind(t, all, specPID{pr.Process.Replica, pr.Process.Partition})
				src := g[0].r*P + g[0].p
				if got := distInts(pr.Results[0]); !distEqual(got, []int64{src, -src}) {
					t.Errorf("process %s: got %v, want the operand of %v", pr.Process, got, g[0])
				}
				if got := distInts(pr.Results[1]); got[0] != pr.Process.Replica {
					t.Errorf("process %s: replica_id %d", pr.Process, got[0])
				}
				if got := distInts(pr.Results[2]); got[0] != pr.Process.Partition {
					t.Errorf("process %s: partition_id %d", pr.Process, got[0])
				}
			}
		})
	}
}

// gridFault runs a faulty MPMD grid and checks that it fails fast with an
// error of the expected kind, leaving no goroutine behind.
func gridFault(t *testing.T, src string, programs [][]string, args [][]Value, check func(error)) {
	t.Helper()
	prog := mustLoad(t, src)
	before := runtime.NumGoroutine()
	start := time.Now()
	_, err := prog.RunGrid(GridConfig{Programs: programs, Args: args})
	if err == nil {
		t.Fatal("the faulty grid succeeded")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the fault took %v to report", d)
	}
	check(err)
	distNoLeak(t, before)
}

// mismatchedCollectives has two functions that, run on two replicas, reach
// different collectives (all_reduce and all_gather) over the same group.
const mismatchedCollectives = `
func.func @reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @gather(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  %s = "stablehlo.slice"(%r) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi64>) -> tensor<2xi64>
  return %s : tensor<2xi64>
}`

func TestGridMismatchedCollectives(t *testing.T) {
	src := mismatchedCollectives
	args := [][]Value{{distI64(t, []int64{2}, 1, 2)}, {distI64(t, []int64{2}, 3, 4)}}
	gridFault(t, src, [][]string{{"reduce"}, {"gather"}}, args, func(err error) {
		var me *MismatchError
		if !errors.As(err, &me) {
			t.Fatalf("want a MismatchError, got %v", err)
		}
		msg := err.Error()
		for _, s := range []string{"stablehlo.all_reduce", "stablehlo.all_gather", "(0, 0)", "(1, 0)", "test.mlir:"} {
			if !strings.Contains(msg, s) {
				t.Errorf("the error does not mention %q: %s", s, msg)
			}
		}
	})
}

func TestGridLonelyRecv(t *testing.T) {
	src := `
func.func @recv(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0 : tensor<2xi64>
}
func.func @idle(%t: !stablehlo.token) -> tensor<2xi64> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  return %c : tensor<2xi64>
}`
	gridFault(t, src, [][]string{{"recv", "idle"}}, [][]Value{{Token{}}, {Token{}}}, func(err error) {
		var de *DeadlockError
		if !errors.As(err, &de) {
			t.Fatalf("want a DeadlockError, got %v", err)
		}
		if len(de.Blocked) != 1 || de.Blocked[0].Op != "stablehlo.recv" || de.Blocked[0].Process != (ProcessID{0, 0}) {
			t.Errorf("unexpected blocked processes %+v", de.Blocked)
		}
		if !strings.Contains(err.Error(), "channel 5") || !strings.Contains(err.Error(), "test.mlir:3") {
			t.Errorf("the error does not name the channel and location: %v", err)
		}
	})
}

func TestGridDeadlockedCollectives(t *testing.T) {
	// Each process waits in a different group for the other: a cycle that
	// only deadlock detection can see.
	src := `
func.func @a(%x: tensor<i64>) -> tensor<i64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
func.func @b(%x: tensor<i64>) -> tensor<i64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[1, 2], [3, 0]]> : tensor<2x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}`
	x := distI64(t, []int64{}, 1)
	gridFault(t, src, [][]string{{"a"}, {"b"}, {"a"}, {"b"}}, [][]Value{{x}, {x}, {x}, {x}}, func(err error) {
		var de *DeadlockError
		if !errors.As(err, &de) {
			t.Fatalf("want a DeadlockError, got %v", err)
		}
		if len(de.Blocked) != 4 {
			t.Errorf("want 4 blocked processes: %v", err)
		}
	})
}

func TestGridAbandonedCollective(t *testing.T) {
	src := `
func.func @reduce(%x: tensor<i64>) -> tensor<i64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}
func.func @skip(%x: tensor<i64>) -> tensor<i64> {
  return %x : tensor<i64>
}`
	x := distI64(t, []int64{}, 1)
	gridFault(t, src, [][]string{{"reduce"}, {"skip"}}, [][]Value{{x}, {x}}, func(err error) {
		if !strings.Contains(err.Error(), "(1, 0)") || !strings.Contains(err.Error(), "stablehlo.all_reduce") {
			t.Errorf("the error does not name the process and the collective: %v", err)
		}
	})
}

func TestGridFailureReleasesOthers(t *testing.T) {
	src := `
func.func @wait(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0 : tensor<2xi64>
}
func.func @fail(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0 : tensor<2xi64>
}`
	gridFault(t, src, [][]string{{"wait"}, {"wait"}, {"fail"}}, [][]Value{{Token{}}, {Token{}}, {Token{}}}, func(err error) {
		var pe *ProcessError
		if !errors.As(err, &pe) || pe.Process != (ProcessID{2, 0}) || !strings.Contains(err.Error(), "infeed is empty") {
			t.Fatalf("want the failure of process (2, 0), got %v", err)
		}
	})
}

func TestGridCancel(t *testing.T) {
	src := `
func.func @wait(%t: !stablehlo.token) -> tensor<2xi64> {
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %r#0 : tensor<2xi64>
}
func.func @spin(%t: !stablehlo.token) -> tensor<2xi64> {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.while(%i = %z) : tensor<i64>
    cond {
      %true = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %true : tensor<i1>
    } do {
      stablehlo.return %i : tensor<i64>
    }
  return %c : tensor<2xi64>
}`
	prog := mustLoad(t, src)
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(50 * time.Millisecond)
		cancel()
	}()
	_, err := prog.RunGrid(GridConfig{Programs: [][]string{{"wait", "spin"}}, Args: [][]Value{{Token{}}, {Token{}}},
		Options: RunOptions{Context: ctx}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want a cancellation, got %v", err)
	}
	distNoLeak(t, before)
}

func TestGridSendRecvPairsAndFeeds(t *testing.T) {
	// A ring over 4 partitions with source_target_pairs; every process also
	// reads one infeed entry and writes its result to the outfeed.
	src := `
func.func @main(%x: tensor<2xi64>, %t: !stablehlo.token) -> (tensor<2xi64>, tensor<i64>) {
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>,
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>,
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %i:2 = "stablehlo.infeed"(%r#1) : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
  %o = "stablehlo.outfeed"(%r#0, %i#1) : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %r#0, %i#0 : tensor<2xi64>, tensor<i64>
}`
	prog := mustLoad(t, src)
	for _, R := range []int64{1, 2} {
		cfg := GridConfig{NumReplicas: R, NumPartitions: 4}
		var feed [][]Value
		for i := int64(0); i < 4*R; i++ {
			cfg.Args = append(cfg.Args, []Value{distI64(t, []int64{2}, i, 10*i), Token{}})
			feed = append(feed, []Value{distI64(t, []int64{}, 500+i)})
		}
		cfg.Options.Infeed = feed
		res, err := prog.RunGrid(cfg)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[int64]bool{}
		for _, pr := range res {
			srcP := (pr.Process.Partition + 3) % 4
			f := pr.Process.Replica*4 + srcP
			if got := distInts(pr.Results[0]); !distEqual(got, []int64{f, 10 * f}) {
				t.Errorf("%dx4 process %s received %v, want the operand of partition %d", R, pr.Process, got, srcP)
			}
			v := distInts(pr.Results[1])[0]
			if v < 500 || v >= 500+4*R || seen[v] {
				t.Errorf("process %s read infeed entry %d", pr.Process, v)
			}
			seen[v] = true
			if len(pr.Outfeed) != 1 || !distEqual(distInts(pr.Outfeed[0][0]), []int64{f, 10 * f}) {
				t.Errorf("process %s outfeed %v", pr.Process, pr.Outfeed)
			}
		}
	}
}

func TestGridStandaloneRun(t *testing.T) {
	src := `
func.func @main(%x: tensor<2xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @single(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<ui32>) {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  %id = stablehlo.replica_id : tensor<ui32>
  return %r, %id : tensor<2xi64>, tensor<ui32>
}`
	prog := mustLoad(t, src)
	x := distI64(t, []int64{2}, 4, 5)
	res, err := prog.Run("single", []Value{x}, RunOptions{ReplicaID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !distEqual(distInts(res[0]), []int64{4, 5}) || distInts(res[1])[0] != 1 {
		t.Errorf("got %v %v", distInts(res[0]), distInts(res[1]))
	}
	_, err = prog.Run("main", []Value{x}, RunOptions{})
	if err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("want an error about the group outside the grid, got %v", err)
	}
	_, err = prog.Run("main", []Value{x}, RunOptions{NumReplicas: 2})
	if err == nil || !strings.Contains(err.Error(), "(1, 0) is not part of this execution") {
		t.Errorf("want an error naming the missing process, got %v", err)
	}
}

func TestGridManyProcesses(t *testing.T) {
	// 64 processes, far more than cores, meet at 20 successive all_reduces
	// over the whole grid and over rows of it; nothing times out.
	src := `func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %z, %a = %x) : tensor<i64>, tensor<i64>
    cond {
      %n = stablehlo.constant dense<20> : tensor<i64>
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %j = stablehlo.add %i, %one : tensor<i64>
      %s = "stablehlo.all_reduce"(%a) ({
        ^bb0(%p: tensor<i64>, %q: tensor<i64>):
          %t = stablehlo.add %p, %q : tensor<i64>
          stablehlo.return %t : tensor<i64>
      }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<i64>) -> tensor<i64>
      %m = "stablehlo.all_reduce"(%s) ({
        ^bb0(%p: tensor<i64>, %q: tensor<i64>):
          %t = stablehlo.maximum %p, %q : tensor<i64>
          stablehlo.return %t : tensor<i64>
      }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<i64>) -> tensor<i64>
      %d = stablehlo.constant dense<64> : tensor<i64>
      %q = stablehlo.divide %m, %d : tensor<i64>
      %k = stablehlo.add %q, %a : tensor<i64>
      stablehlo.return %j, %k : tensor<i64>, tensor<i64>
    }
  return %r#1 : tensor<i64>
}`
	prog := mustLoad(t, src)
	before := runtime.NumGoroutine()
	res := runSPMD(t, prog, 8, 8, func(f int64) []Value { return []Value{distI64(t, []int64{}, f)} })
	// Independently: every round adds (sum over the grid) / 64 to each
	// process's value; the sum over the grid is the same for all.
	vals := make([]int64, 64)
	for i := range vals {
		vals[i] = int64(i)
	}
	for round := 0; round < 20; round++ {
		var sum int64
		for _, v := range vals {
			sum += v
		}
		for i := range vals {
			vals[i] += sum / 64
		}
	}
	for i, pr := range res {
		if got := distInts(pr.Results[0])[0]; got != vals[i] {
			t.Errorf("process %s: got %d, want %d", pr.Process, got, vals[i])
		}
	}
	distNoLeak(t, before)
}

package interp

import (
	"fmt"
	"math"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp/internal/fold"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// distMust builds a tensor from a typed slice.
func distMust[T tensor.Storage](t testing.TB, k tensor.Kind, shape []int64, vals ...T) *tensor.Tensor {
	t.Helper()
	r, err := tensor.FromSlice(tensor.Type{Kind: k, Shape: shape}, vals)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// distSameValues compares tensors element by element: equal bits, or both
// NaN.
func distSameValues(got, want *tensor.Tensor) bool {
	if got.Kind() != want.Kind() || got.Len() != want.Len() {
		return false
	}
	for i := 0; i < got.Len(); i++ {
		if got.Kind().IsFloat() {
			g, w := got.Float(i), want.Float(i)
			if math.IsNaN(g) && math.IsNaN(w) {
				continue
			}
		}
		if got.Bits(i) != want.Bits(i) {
			return false
		}
	}
	return true
}

// allReduceSrc is an SPMD all_reduce over all replicas of elemType with a
// region applying op; slow adds an unused constant to the region so that
// it runs per element instead of as a typed loop.
func allReduceSrc(elemType string, n int, op string, slow bool, replicas int) string {
	ret := "%s"
	barrier := ""
	if slow {
		barrier = `%unused = stablehlo.constant dense<true> : tensor<i1>
      `
	}
	var ids []int64
	for i := 0; i < replicas; i++ {
		ids = append(ids, int64(i))
	}
	return fmt.Sprintf(`func.func @main(%%x: tensor<%dx%s>) -> tensor<%dx%s> {
  %%r = "stablehlo.all_reduce"(%%x) ({
    ^bb0(%%a: tensor<%s>, %%b: tensor<%s>):
      %%s = "stablehlo.%s"(%%a, %%b) : (tensor<%s>, tensor<%s>) -> tensor<%s>
      %sstablehlo.return %s : tensor<%s>
  }) {replica_groups = %s} : (tensor<%dx%s>) -> tensor<%dx%s>
  return %%r : tensor<%dx%s>
}`, n, elemType, n, elemType, elemType, elemType, op, elemType, elemType, elemType, barrier, ret, elemType,
		distDense([][]int64{ids}), n, elemType, n, elemType, n, elemType)
}

func TestDistributionAllReduceKinds(t *testing.T) {
	nan := math.NaN()
	negZero := math.Copysign(0, -1)
	cases := []struct {
		name, elem, op string
		inputs         []*tensor.Tensor
		want           *tensor.Tensor
	}{
		{"f32 add", "f32", "add", []*tensor.Tensor{
			distMust[float32](t, tensor.F32, []int64{3}, 1.5, float32(negZero), 3e38),
			distMust[float32](t, tensor.F32, []int64{3}, 2.25, float32(negZero), 3e38),
		}, distMust[float32](t, tensor.F32, []int64{3}, 3.75, float32(negZero), float32(math.Inf(1)))},
		// Each step rounds to bf16: (1 + 2^-8) rounds to 1, twice, while
		// the exact sum 1 + 2^-7 is representable.
		{"bf16 add rounds each step", "bf16", "add", []*tensor.Tensor{
			distMust[float32](t, tensor.BF16, []int64{1}, 1),
			distMust[float32](t, tensor.BF16, []int64{1}, 0.00390625),
			distMust[float32](t, tensor.BF16, []int64{1}, 0.00390625),
		}, distMust[float32](t, tensor.BF16, []int64{1}, 1)},
		{"si4 add wraps", "i4", "add", []*tensor.Tensor{
			distMust[int8](t, tensor.SI4, []int64{2}, 7, -8),
			distMust[int8](t, tensor.SI4, []int64{2}, 1, -1),
		}, distMust[int8](t, tensor.SI4, []int64{2}, -8, 7)},
		{"ui8 multiply wraps", "ui8", "multiply", []*tensor.Tensor{
			distMust[uint8](t, tensor.UI8, []int64{2}, 16, 3),
			distMust[uint8](t, tensor.UI8, []int64{2}, 16, 5),
		}, distMust[uint8](t, tensor.UI8, []int64{2}, 0, 15)},
		{"i32 maximum", "i32", "maximum", []*tensor.Tensor{
			distMust[int32](t, tensor.SI32, []int64{2}, math.MinInt32, 4),
			distMust[int32](t, tensor.SI32, []int64{2}, -1, -4),
			distMust[int32](t, tensor.SI32, []int64{2}, -2, 9),
		}, distMust[int32](t, tensor.SI32, []int64{2}, -1, 9)},
		{"i8 and", "i8", "and", []*tensor.Tensor{
			distMust[int8](t, tensor.SI8, []int64{1}, 0x7c),
			distMust[int8](t, tensor.SI8, []int64{1}, 0x3f),
		}, distMust[int8](t, tensor.SI8, []int64{1}, 0x3c)},
		{"bool add is or", "i1", "add", []*tensor.Tensor{
			distMust(t, tensor.Bool, []int64{3}, true, false, false),
			distMust(t, tensor.Bool, []int64{3}, false, false, true),
		}, distMust(t, tensor.Bool, []int64{3}, true, false, true)},
		{"f64 maximum zeros and NaN", "f64", "maximum", []*tensor.Tensor{
			distMust(t, tensor.F64, []int64{3}, negZero, nan, 1),
			distMust(t, tensor.F64, []int64{3}, 0, 1, nan),
		}, distMust(t, tensor.F64, []int64{3}, 0, nan, nan)},
		{"f64 minimum zeros and NaN", "f64", "minimum", []*tensor.Tensor{
			distMust(t, tensor.F64, []int64{3}, 0, nan, 1),
			distMust(t, tensor.F64, []int64{3}, negZero, 1, nan),
		}, distMust(t, tensor.F64, []int64{3}, negZero, nan, nan)},
		{"complex maximum is lexicographic", "complex<f32>", "maximum", []*tensor.Tensor{
			distMust(t, tensor.Complex64, []int64{2}, complex64(1+5i), complex64(2+1i)),
			distMust(t, tensor.Complex64, []int64{2}, complex64(1+6i), complex64(1+9i)),
		}, distMust(t, tensor.Complex64, []int64{2}, complex64(1+6i), complex64(2+1i))},
	}
	for _, tc := range cases {
		for _, slow := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/slow=%v", tc.name, slow), func(t *testing.T) {
				n := len(tc.inputs)
				prog := mustLoad(t, allReduceSrc(tc.elem, int(tc.inputs[0].Len()), tc.op, slow, n))
				cfg := GridConfig{NumReplicas: int64(n), Entry: "main"}
				for _, in := range tc.inputs {
					cfg.Args = append(cfg.Args, []Value{in})
				}
				res, err := prog.RunGrid(cfg)
				if err != nil {
					t.Fatal(err)
				}
				for _, pr := range res {
					got := pr.Results[0].(*tensor.Tensor)
					if !distSameValues(got, tc.want) {
						t.Errorf("process %s: got %s, want %s", pr.Process, got.FormatDense(), tc.want.FormatDense())
					}
				}
			})
		}
	}
}

func TestDistributionFastPathDetection(t *testing.T) {
	if got := detectReduceOp(nil, tensor.Type{Kind: tensor.F32}); got != fold.None {
		t.Errorf("nil region: %v", got)
	}
	add := &Region{args: []int{0, 1}, ops: []*op{{name: "stablehlo.add", in: []int{1, 0}, out: []int{2}}}, results: []int{2}}
	if got := detectReduceOp(add, tensor.Type{Kind: tensor.F32}); got != fold.Add {
		t.Errorf("add region: %v", got)
	}
	or := &Region{args: []int{0, 1}, ops: []*op{{name: "stablehlo.or", in: []int{0, 1}, out: []int{2}}}, results: []int{2}}
	if got := detectReduceOp(or, tensor.Type{Kind: tensor.F32}); got != fold.None {
		t.Errorf("or on floats: %v", got)
	}
	same := &Region{args: []int{0, 1}, ops: []*op{{name: "stablehlo.add", in: []int{0, 0}, out: []int{2}}}, results: []int{2}}
	if got := detectReduceOp(same, tensor.Type{Kind: tensor.F32}); got != fold.None {
		t.Errorf("a + a: %v", got)
	}
}

func TestDistributionReduceScatterOrder(t *testing.T) {
	// Groups of 4 processes on 8x2: flattened_ids spread over the grid, and
	// cross_replica_and_partition of reversed replica pairs; the fold
	// reveals the group order and the part each process keeps.
	const R, P = 8, 2
	var flat [][]int64
	for j := int64(0); j < 4; j++ {
		flat = append(flat, []int64{15 - j, 3 - j, 7 - j, 11 - j})
	}
	cases := []struct {
		name   string
		groups [][]int64
		attrs  string
		spec   func([][]int64, int64, int64) [][]specPID
	}{
		{"flattened_ids", flat, ", use_global_device_ids", specFlattened},
		{"cross_replica_and_partition", distPairGroups(R), "", specCrossReplicaAndPartition},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf(`func.func @main(%%x: tensor<2x8xi64>) -> tensor<2x2xi64> {
  %%r = "stablehlo.reduce_scatter"(%%x) %s {scatter_dimension = 1 : i64, replica_groups = %s,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>%s} : (tensor<2x8xi64>) -> tensor<2x2xi64>
  return %%r : tensor<2x2xi64>
}`, foldRegion, distDense(tc.groups), tc.attrs)
			prog := mustLoad(t, src)
			input := func(f, i int64) int64 { return f*16 + i }
			res := runSPMD(t, prog, R, P, func(f int64) []Value {
				vals := make([]int64, 16)
				for i := range vals {
					vals[i] = input(f, int64(i))
				}
				return []Value{distI64(t, []int64{2, 8}, vals...)}
			})
			all := tc.spec(tc.groups, R, P)
			for _, pr := range res {
				g, pos := specFind(t, all, specPID{pr.Process.Replica, pr.Process.Partition})
				var want []int64
				for row := int64(0); row < 2; row++ {
					for col := int64(0); col < 2; col++ {
						i := row*8 + int64(pos)*2 + col
						var acc int64
						for k, q := range g {
							x := input(q.r*P+q.p, i)
							if k == 0 {
								acc = x
							} else {
								acc = acc*31 + x
							}
						}
						want = append(want, acc)
					}
				}
				if got := distInts(pr.Results[0]); !distEqual(got, want) {
					t.Errorf("process %s: got %v, want %v", pr.Process, got, want)
				}
			}
		})
	}
}

func TestDistributionAllToAllVariadic(t *testing.T) {
	// Two operands, split along dimension 0 and concatenated along 1, over
	// 3 replicas in the group order [2, 0, 1].
	src := `func.func @main(%x: tensor<3x2xi64>, %y: tensor<3x1xf32>) -> (tensor<1x6xi64>, tensor<1x3xf32>) {
  %r:2 = "stablehlo.all_to_all"(%x, %y) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 3 : i64,
      replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<3x2xi64>, tensor<3x1xf32>) -> (tensor<1x6xi64>, tensor<1x3xf32>)
  return %r#0, %r#1 : tensor<1x6xi64>, tensor<1x3xf32>
}`
	prog := mustLoad(t, src)
	res := runSPMD(t, prog, 3, 1, func(f int64) []Value {
		return []Value{
			distI64(t, []int64{3, 2}, f*10, f*10+1, f*10+2, f*10+3, f*10+4, f*10+5),
			distMust(t, tensor.F32, []int64{3, 1}, float32(f), float32(f)+0.25, float32(f)+0.5),
		}
	})
	order := []int64{2, 0, 1}
	for _, pr := range res {
		pos := map[int64]int64{2: 0, 0: 1, 1: 2}[pr.Process.Replica]
		var want0 []int64
		var want1 []float32
		for _, s := range order {
			want0 = append(want0, s*10+2*pos, s*10+2*pos+1)
			want1 = append(want1, float32(s)+0.25*float32(pos))
		}
		if got := distInts(pr.Results[0]); !distEqual(got, want0) {
			t.Errorf("process %s operand 0: got %v, want %v", pr.Process, got, want0)
		}
		got1 := pr.Results[1].(*tensor.Tensor).Float32s()
		for i := range want1 {
			if got1[i] != want1[i] {
				t.Errorf("process %s operand 1: got %v, want %v", pr.Process, got1, want1)
				break
			}
		}
	}
}

func TestDistributionCollectivePermuteCycles(t *testing.T) {
	// cross_partition on 2x4: partitions 0 -> 1 -> 0 swap, 2 -> 3, 3 gets 2's
	// operand and 2 gets zeros.
	src := `func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0], [2, 3]]> : tensor<3x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>} : (tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}`
	prog := mustLoad(t, src)
	res := runSPMD(t, prog, 2, 4, func(f int64) []Value {
		return []Value{distMust(t, tensor.SI32, []int64{2}, int32(f), int32(-f))}
	})
	from := map[int64]int64{1: 0, 0: 1, 3: 2}
	for _, pr := range res {
		want := []int64{0, 0}
		if s, ok := from[pr.Process.Partition]; ok {
			f := pr.Process.Replica*4 + s
			want = []int64{f, -f}
		}
		if got := distInts(pr.Results[0]); !distEqual(got, want) {
			t.Errorf("process %s: got %v, want %v", pr.Process, got, want)
		}
	}
}

func TestDistributionAllGatherMixed(t *testing.T) {
	// flattened_ids over a 2x2 grid, two operands of different kinds.
	src := `func.func @main(%x: tensor<1xui16>, %y: tensor<1x1xbf16>) -> (tensor<2xui16>, tensor<2x1xbf16>) {
  %r:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<1xui16>, tensor<1x1xbf16>) -> (tensor<2xui16>, tensor<2x1xbf16>)
  return %r#0, %r#1 : tensor<2xui16>, tensor<2x1xbf16>
}`
	prog := mustLoad(t, src)
	res := runSPMD(t, prog, 2, 2, func(f int64) []Value {
		return []Value{
			distMust(t, tensor.UI16, []int64{1}, uint16(60000+f)),
			distMust(t, tensor.BF16, []int64{1, 1}, float32(f)+0.5),
		}
	})
	group := map[int64][]int64{0: {3, 0}, 3: {3, 0}, 1: {1, 2}, 2: {1, 2}}
	for _, pr := range res {
		f := pr.Process.Replica*2 + pr.Process.Partition
		g := group[f]
		if got := distInts(pr.Results[0]); !distEqual(got, []int64{60000 + g[0], 60000 + g[1]}) {
			t.Errorf("process %s: got %v", pr.Process, got)
		}
		got1 := pr.Results[1].(*tensor.Tensor).Float32s()
		if got1[0] != float32(g[0])+0.5 || got1[1] != float32(g[1])+0.5 {
			t.Errorf("process %s: got %v", pr.Process, got1)
		}
	}
}

func BenchmarkAllReduceF32_8x1M(b *testing.B) {
	const n = 1 << 20
	prog := mustLoad(b, allReduceSrc("f32", n, "add", false, 8))
	cfg := GridConfig{NumReplicas: 8, Entry: "main"}
	for i := 0; i < 8; i++ {
		x, _ := tensor.New(tensor.Type{Kind: tensor.F32, Shape: []int64{n}})
		d := x.Float32s()
		for j := range d {
			d[j] = float32(i + j%7)
		}
		cfg.Args = append(cfg.Args, []Value{x})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := prog.RunGrid(cfg); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(8 * n * 4)
}

func BenchmarkGridRendezvous16(b *testing.B) {
	// 16 processes meeting at 100 small all_reduces each.
	src := `func.func @main(%x: tensor<i64>) -> tensor<i64> {
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %z, %a = %x) : tensor<i64>, tensor<i64>
    cond {
      %n = stablehlo.constant dense<100> : tensor<i64>
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %j = stablehlo.add %i, %one : tensor<i64>
      %s = "stablehlo.all_reduce"(%a) ({
        ^bb0(%p: tensor<i64>, %q: tensor<i64>):
          %t = stablehlo.maximum %p, %q : tensor<i64>
          stablehlo.return %t : tensor<i64>
      }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>} : (tensor<i64>) -> tensor<i64>
      stablehlo.return %j, %s : tensor<i64>, tensor<i64>
    }
  return %r#1 : tensor<i64>
}`
	prog := mustLoad(b, src)
	cfg := GridConfig{NumReplicas: 16, Entry: "main"}
	for i := int64(0); i < 16; i++ {
		cfg.Args = append(cfg.Args, []Value{distI64(b, []int64{}, i)})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := prog.RunGrid(cfg)
		if err != nil {
			b.Fatal(err)
		}
		if got := distInts(res[3].Results[0])[0]; got != 15 {
			b.Fatalf("got %d", got)
		}
	}
}

func TestDistributionCrossReplicaSum(t *testing.T) {
	// Sums over the replica groups [[1, 0], [3, 2]] of a 4x2 grid, one
	// group per partition, in f16.
	src := `func.func @main(%x: tensor<2xf16>) -> tensor<2xf16> {
  %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>} : (tensor<2xf16>) -> tensor<2xf16>
  return %r : tensor<2xf16>
}`
	prog := mustLoad(t, src)
	res := runSPMD(t, prog, 4, 2, func(f int64) []Value {
		return []Value{distMust(t, tensor.F16, []int64{2}, float32(f), 2048)}
	})
	for _, pr := range res {
		r, p := pr.Process.Replica, pr.Process.Partition
		other := (r ^ 1) * 2
		want := float32(r*2+p) + float32(other+p)
		got := pr.Results[0].(*tensor.Tensor).Float32s()
		// 2048 + 2048 = 4096 is exact in f16.
		if got[0] != want || got[1] != 4096 {
			t.Errorf("process %s: got %v, want [%v 4096]", pr.Process, got, want)
		}
	}
}

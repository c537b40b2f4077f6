package passes

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stablehlo-go/stablehlo/interp"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

const legalizePipeline = "builtin.module(func.func(stablehlo-legalize-deprecated-ops))"

// einsumReference evaluates a letters-only equation with an explicit
// output in float64; an operand dimension of size one broadcasts.
func einsumReference(eq string, shapes [][]int64, vals [][]float64) ([]float64, []int64) {
	in, out, _ := strings.Cut(eq, "->")
	terms := strings.Split(in, ",")
	size := map[byte]int64{}
	for k, term := range terms {
		for d := range term {
			size[term[d]] = max(size[term[d]], shapes[k][d])
		}
	}
	var labels []byte
	for l := range size {
		labels = append(labels, l)
	}
	var outShape []int64
	for i := range out {
		outShape = append(outShape, size[out[i]])
	}
	result := make([]float64, numElements(outShape))
	idx := map[byte]int64{}
	var rec func(i int)
	rec = func(i int) {
		if i < len(labels) {
			for v := int64(0); v < size[labels[i]]; v++ {
				idx[labels[i]] = v
				rec(i + 1)
			}
			return
		}
		p := 1.0
		for k, term := range terms {
			off := int64(0)
			for d := range term {
				j := idx[term[d]]
				if shapes[k][d] == 1 {
					j = 0
				}
				off = off*shapes[k][d] + j
			}
			p *= vals[k][off]
		}
		off := int64(0)
		for d := range out {
			off = off*outShape[d] + idx[out[d]]
		}
		result[off] += p
	}
	rec(0)
	return result, outShape
}

// einsumCase is one einsum or unary_einsum.
type einsumCase struct {
	name   string
	config string
	shapes [][]int64
	// ref is the equation in letters with an explicit output, for the
	// reference (config itself when empty).
	ref  string
	elem string
}

func (c einsumCase) program(rng *rand.Rand) (string, []float64) {
	elem := c.elem
	if elem == "" {
		elem = "f32"
	}
	float := strings.HasPrefix(elem, "f") || strings.HasPrefix(elem, "bf")
	var vals [][]float64
	var consts, operands, types []string
	for k, s := range c.shapes {
		v := values(rng, numElements(s), float, false)
		vals = append(vals, v)
		consts = append(consts, fmt.Sprintf("  %%x%d = stablehlo.constant %s\n", k, dense(v, s, elem)))
		operands = append(operands, fmt.Sprintf("%%x%d", k))
		types = append(types, tensorTypeText(s, elem))
	}
	ref := c.ref
	if ref == "" {
		ref = c.config
	}
	want, outShape := einsumReference(ref, c.shapes, vals)
	rt := tensorTypeText(outShape, elem)
	op := "stablehlo.einsum"
	if len(c.shapes) == 1 {
		op = "stablehlo.unary_einsum"
	}
	src := fmt.Sprintf("func.func @main() -> %s {\n%s  %%r = %s %s, config = %q : (%s) -> %s\n  return %%r : %s\n}\n",
		rt, strings.Join(consts, ""), op, strings.Join(operands, ", "), c.config, strings.Join(types, ", "), rt, rt)
	return src, want
}

var einsumCases = []einsumCase{
	{name: "matmul", config: "ab,bc->ac", shapes: [][]int64{{2, 3}, {3, 4}}},
	{name: "batch_matmul", config: "bij,bjk->bik", shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}},
	{name: "batch_matmul_i32", config: "bij,bjk->bik", shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}, elem: "i32"},
	{name: "batch_matmul_f64", config: "bij,bjk->bik", shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}, elem: "f64"},
	{name: "batch_matmul_f16", config: "bij,bjk->bik", shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}, elem: "f16"},
	{name: "batch_contract_permuted", config: "bij,bkj->kbi", shapes: [][]int64{{2, 3, 4}, {2, 5, 4}}},
	{name: "batch_not_leading", config: "ibj,jbk->bki", shapes: [][]int64{{3, 2, 4}, {4, 2, 5}}},
	{name: "two_contracting", config: "abc,cbd->ad", shapes: [][]int64{{2, 3, 4}, {4, 3, 5}}},
	{name: "outer", config: "i,j->ij", shapes: [][]int64{{3}, {4}}},
	{name: "inner", config: "i,i->", shapes: [][]int64{{4}, {4}}},
	{name: "sum_free_dims", config: "ab,cd->ad", shapes: [][]int64{{2, 3}, {4, 5}}},
	{name: "free_dims_interleaved", config: "ab,cb->cba", shapes: [][]int64{{2, 3}, {4, 3}}},
	{name: "diagonal_lhs", config: "iij,jk->ik", shapes: [][]int64{{3, 3, 2}, {2, 4}}},
	{name: "diagonal_both", config: "ii,ii->i", shapes: [][]int64{{3, 3}, {3, 3}}},
	{name: "ellipsis_batch", config: "...ij,...jk->...ik", shapes: [][]int64{{2, 3, 4}, {2, 4, 5}}, ref: "Aij,Ajk->Aik"},
	{name: "ellipsis_broadcast", config: "...ij,...jk->...ik", shapes: [][]int64{{2, 1, 3, 4}, {5, 4, 2}}, ref: "ABij,Bjk->ABik"},
	{name: "ellipsis_middle", config: "a...b,b...->a...", shapes: [][]int64{{2, 3, 4}, {4, 3}}, ref: "aCb,bC->aC"},
	{name: "implicit", config: "ij,jk", shapes: [][]int64{{2, 3}, {3, 4}}, ref: "ij,jk->ik"},
	{name: "implicit_sorted", config: "ba,bc", shapes: [][]int64{{3, 2}, {3, 4}}, ref: "ba,bc->ac"},
	{name: "scalar_operand", config: ",ab->ba", shapes: [][]int64{{}, {2, 3}}},
	{name: "unary_transpose", config: "ab->ba", shapes: [][]int64{{2, 3}}},
	{name: "unary_sum", config: "abc->ca", shapes: [][]int64{{2, 3, 4}}},
	{name: "unary_sum_i32", config: "abc->ca", shapes: [][]int64{{2, 3, 4}}, elem: "i32"},
	{name: "unary_trace", config: "ii->", shapes: [][]int64{{3, 3}}},
	{name: "unary_diagonal", config: "ii->i", shapes: [][]int64{{3, 3}}},
	{name: "unary_comma_form", config: ",ab->b", shapes: [][]int64{{2, 3}}, ref: "ab->b"},
	{name: "unary_ellipsis", config: "...i->i...", shapes: [][]int64{{2, 3, 4}}, ref: "ABi->iAB"},
	{name: "unary_size_one", config: "abc->cb", shapes: [][]int64{{1, 3, 2}}},
}

func TestEinsumEquivalence(t *testing.T) {
	for i, c := range einsumCases {
		t.Run(c.name, func(t *testing.T) {
			src, want := c.program(rand.New(rand.NewSource(int64(i + 1))))
			equivalence{
				src: src, pipeline: legalizePipeline,
				gone: []string{"stablehlo.einsum", "stablehlo.unary_einsum"},
				want: [][]float64{want},
			}.check(t)
		})
	}
}

func TestDotEquivalence(t *testing.T) {
	shapes := [][2][]int64{
		{{3}, {3}}, {{2, 3}, {3}}, {{3}, {3, 4}}, {{2, 3}, {3, 4}},
	}
	for _, elem := range []string{"f32", "i32", "f64"} {
		for i, s := range shapes {
			t.Run(fmt.Sprintf("%s_%d", elem, i), func(t *testing.T) {
				rng := rand.New(rand.NewSource(int64(i)))
				float := elem != "i32"
				l, r := values(rng, numElements(s[0]), float, false), values(rng, numElements(s[1]), float, false)
				lt, rt := tensorTypeText(s[0], elem), tensorTypeText(s[1], elem)
				lhsEq, rhsEq, outEq := "b", "bc"[:len(s[1])], ""
				if len(s[0]) == 2 {
					lhsEq, outEq = "ab", "a"
				}
				if len(s[1]) == 2 {
					outEq += "c"
				}
				want, outShape := einsumReference(lhsEq+","+rhsEq+"->"+outEq, [][]int64{s[0], s[1]}, [][]float64{l, r})
				ot := tensorTypeText(outShape, elem)
				src := fmt.Sprintf(`func.func @main() -> %s {
  %%l = stablehlo.constant %s
  %%r = stablehlo.constant %s
  %%d = stablehlo.dot %%l, %%r, precision = [HIGHEST, DEFAULT] : (%s, %s) -> %s
  return %%d : %s
}`, ot, dense(l, s[0], elem), dense(r, s[1], elem), lt, rt, ot, ot)
				equivalence{src: src, pipeline: legalizePipeline, gone: []string{"stablehlo.dot"}, want: [][]float64{want}}.check(t)
			})
		}
	}
}

// torchIndexSelectReference picks along dim with batch_dims leading
// batch dimensions.
func torchIndexSelectReference(op []float64, shape []int64, idx []int64, idxShape []int64, dim, batch int) ([]float64, []int64) {
	outShape := append(append(append([]int64{}, shape[:dim]...), idxShape[batch:]...), shape[dim+1:]...)
	out := make([]float64, numElements(outShape))
	strides := tensor.Strides(shape)
	idxStrides := tensor.Strides(idxShape)
	outStrides := tensor.Strides(outShape)
	for o := range out {
		rem := int64(o)
		coord := make([]int64, len(outShape))
		for d := range outShape {
			coord[d] = rem / outStrides[d]
			rem %= outStrides[d]
		}
		// Index coordinates: the batch dims, then the index dims.
		ic := append(append([]int64{}, coord[:batch]...), coord[dim:dim+len(idxShape)-batch]...)
		io := int64(0)
		for d := range ic {
			io += ic[d] * idxStrides[d]
		}
		src := append(append(append([]int64{}, coord[:dim]...), idx[io]), coord[dim+len(idxShape)-batch:]...)
		so := int64(0)
		for d := range src {
			so += src[d] * strides[d]
		}
		out[o] = op[so]
	}
	return out, outShape
}

func TestTorchIndexSelectEquivalence(t *testing.T) {
	cases := []struct {
		name            string
		shape, idxShape []int64
		dim, batch      int
		elem            string
	}{
		{"dim0", []int64{4, 3}, []int64{2}, 0, 0, "f32"},
		{"dim1", []int64{4, 3}, []int64{5}, 1, 0, "i32"},
		{"index_matrix", []int64{4, 3, 2}, []int64{2, 3}, 1, 0, "f32"},
		{"scalar_index", []int64{4, 3}, []int64{}, 1, 0, "f32"},
		{"batch1", []int64{2, 4, 3}, []int64{2, 5}, 1, 1, "f32"},
		{"batch1_dim2", []int64{2, 3, 4}, []int64{2, 3}, 2, 1, "i32"},
		{"batch2", []int64{2, 3, 4, 2}, []int64{2, 3, 2}, 2, 2, "f64"},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(i)))
			op := values(rng, numElements(c.shape), c.elem != "i32", false)
			idx := make([]int64, numElements(c.idxShape))
			idxF := make([]float64, len(idx))
			for j := range idx {
				idx[j] = rng.Int63n(c.shape[c.dim])
				idxF[j] = float64(idx[j])
			}
			want, outShape := torchIndexSelectReference(op, c.shape, idx, c.idxShape, c.dim, c.batch)
			ot := tensorTypeText(outShape, c.elem)
			src := fmt.Sprintf(`func.func @main() -> %s {
  %%o = stablehlo.constant %s
  %%i = stablehlo.constant %s
  %%r = "stablehlo.torch_index_select"(%%o, %%i) {dim = %d : i64, batch_dims = %d : i64} : (%s, %s) -> %s
  return %%r : %s
}`, ot, dense(op, c.shape, c.elem), dense(idxF, c.idxShape, "i32"), c.dim, c.batch,
				tensorTypeText(c.shape, c.elem), tensorTypeText(c.idxShape, "i32"), ot, ot)
			equivalence{src: src, pipeline: legalizePipeline, gone: []string{"stablehlo.torch_index_select"}, want: [][]float64{want}}.check(t)
		})
	}
}

func TestBroadcastEquivalence(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	v := values(rng, 6, true, false)
	var want []float64
	for range 4 * 5 {
		want = append(want, v...)
	}
	src := fmt.Sprintf(`func.func @main() -> tensor<4x5x2x3xf32> {
  %%x = stablehlo.constant %s
  %%r = stablehlo.broadcast %%x, sizes = [4, 5] : (tensor<2x3xf32>) -> tensor<4x5x2x3xf32>
  return %%r : tensor<4x5x2x3xf32>
}`, dense(v, []int64{2, 3}, "f32"))
	equivalence{src: src, pipeline: legalizePipeline, gone: []string{"stablehlo.broadcast"}, want: [][]float64{want}}.check(t)
}

func TestCreateTokenEquivalence(t *testing.T) {
	src := `func.func @main() -> tensor<2xi32> {
  %t = stablehlo.create_token : !stablehlo.token
  %u = stablehlo.after_all %t : !stablehlo.token
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  return %c : tensor<2xi32>
}`
	equivalence{src: src, pipeline: legalizePipeline, gone: []string{"stablehlo.create_token"}, want: [][]float64{{1, 2}}}.check(t)
}

// TestCrossReplicaSumEquivalence runs a grid of replicas, each summing its
// own replica-dependent tensor, before and after the rewrite.
func TestCrossReplicaSumEquivalence(t *testing.T) {
	src := `func.func @main() -> tensor<2x2xf32> {
  %id = stablehlo.replica_id : tensor<ui32>
  %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %c = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %x = stablehlo.multiply %b, %c : tensor<2x2xf32>
  %y = stablehlo.add %x, %c : tensor<2x2xf32>
  %r = "stablehlo.cross-replica-sum"(%y) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}`
	// Replica r holds (r+1)*c; groups {0,2} and {1,3} sum to 4c and 6c.
	want := map[int][]float64{0: {4, 8, 12, 16}, 2: {4, 8, 12, 16}, 1: {6, 12, 18, 24}, 3: {6, 12, 18, 24}}
	ctx := newContext(t)
	run := func(m *mlirc.Module) ([]interp.ProcessResult, error) {
		prog, err := interp.Compile(m)
		if err != nil {
			return nil, err
		}
		return prog.RunGrid(interp.GridConfig{NumReplicas: 4, NumPartitions: 1})
	}
	after := parse(t, ctx, src)
	runPipeline(t, ctx, after, legalizePipeline)
	if n := opsIn(t, after)["stablehlo.cross-replica-sum"]; n != 0 {
		t.Fatalf("cross-replica-sum left")
	}
	if n := opsIn(t, after)["stablehlo.all_reduce"]; n != 1 {
		t.Fatalf("%d all_reduce, want 1", n)
	}
	results, err := run(after)
	if err != nil {
		t.Fatalf("interpreting the rewritten program: %v", err)
	}
	for i, r := range results {
		if err := compareReference(r.Results[0].(*tensor.Tensor), want[i], toleranceOf(tensor.F32)); err != nil {
			t.Errorf("replica %d: %v", i, err)
		}
	}
	before := parse(t, ctx, src)
	beforeResults, err := run(before)
	if err != nil {
		t.Fatalf("interpreting the original program: %v", err)
	}
	for i := range results {
		if err := compareTensors(results[i].Results[0].(*tensor.Tensor), beforeResults[i].Results[0].(*tensor.Tensor), toleranceOf(tensor.F32)); err != nil {
			t.Errorf("replica %d: %v", i, err)
		}
	}
}

// TestEinsumRandom checks random equations (batch, contracting, free,
// summed and repeated letters, unary and binary) against the reference.
func TestEinsumRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	const letters = "abcdef"
	for n := range 60 {
		size := map[byte]int64{}
		for i := range letters {
			size[letters[i]] = int64(1 + rng.Intn(3))
		}
		operands := 2
		if rng.Intn(3) == 0 {
			operands = 1
		}
		var terms []string
		var shapes [][]int64
		used := map[byte]bool{}
		for range operands {
			rank := 1 + rng.Intn(4)
			var term []byte
			var shape []int64
			for range rank {
				l := letters[rng.Intn(len(letters))]
				term = append(term, l)
				shape = append(shape, size[l])
				used[l] = true
			}
			terms = append(terms, string(term))
			shapes = append(shapes, shape)
		}
		var out []byte
		for i := range letters {
			if used[letters[i]] && rng.Intn(2) == 0 {
				out = append(out, letters[i])
			}
		}
		rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		config := strings.Join(terms, ",") + "->" + string(out)
		c := einsumCase{name: config, config: config, shapes: shapes}
		t.Run(fmt.Sprintf("%d_%s", n, config), func(t *testing.T) {
			src, want := c.program(rand.New(rand.NewSource(int64(n))))
			equivalence{
				src: src, pipeline: legalizePipeline,
				gone: []string{"stablehlo.einsum", "stablehlo.unary_einsum"},
				want: [][]float64{want},
			}.check(t)
		})
	}
}

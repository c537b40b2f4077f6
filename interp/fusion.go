package interp

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/internal/simd"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Elementwise fusion. After a function is compiled, connected groups of
// elementwise operations of one static shape (together with
// broadcast_in_dim of scalars and other static operands) whose intermediate values
// are used only inside the group are replaced by one operation. It runs the
// group over blocks of fuseBlock elements: each member computes its block
// into a small per-worker scratch buffer, and only values used outside the
// group are written to full-size tensors. Members compute their blocks
// with the same loops as their own kernels, so fused and unfused programs
// give bit-identical results. Blocks are split across GOMAXPROCS
// (parallelBlocks). Groups of float32 vector kernels run in a leaner
// float32 form (fusion_f32.go).

// fuseBlock is the number of elements a fused group computes at a time.
const fuseBlock = 2048

// fuseKind tells how a member of a fused group computes its block.
type fuseKind int

const (
	// fuseEval members compute their block from operand blocks of the
	// same length.
	fuseEval fuseKind = iota
	// fuseSplat members fill their block with the single element of their
	// operand (broadcast_in_dim of a one-element tensor).
	fuseSplat
	// fuseBroadcast members gather their block from their operand
	// (broadcast_in_dim of any other static operand).
	fuseBroadcast
)

// fusable is the fused form of an operation.
type fusable struct {
	kind   fuseKind
	result tensor.Type
	// cost is the relative cost of one element (see parallelBlocks).
	cost int
	// eval computes out from operand blocks of out's length (fuseEval).
	eval func(ins []*tensor.Tensor, out *tensor.Tensor) error
	// strides and coef map an element of the result to the element of
	// the operand it is broadcast from (fuseBroadcast): the result
	// coordinate along dimension d, (i / strides[d]) % shape[d], moves
	// coef[d] elements in the operand.
	strides, coef []int
	// operandLen is the element count of a broadcast operand.
	operandLen int
	// scalars has bit i set when eval takes operand i, if it is a
	// fuseSplat member, as the splat's one-element operand instead of a
	// filled block (see vecBinary).
	scalars uint8
	// f32Op and f32Fn are the member's float32 form (see f32Plan): the
	// simd loop of a binary operation or the kernel of a unary one.
	f32Op simd.Op
	f32Fn func(dst, src []float32)
}

// broadcastIndices sets idx[i] to the operand element that result element
// start+i is broadcast from: it finds the coordinates of start once and
// then steps them like an odometer.
func (fu *fusable) broadcastIndices(idx []int, start int) {
	rank := len(fu.strides)
	if rank == 0 {
		clear(idx)
		return
	}
	var buf [16]int
	coords := buf[:0]
	if rank > len(buf) {
		coords = make([]int, 0, rank)
	}
	rem, src := start, 0
	for d, st := range fu.strides {
		c := rem / st
		rem -= c * st
		src += c * fu.coef[d]
		coords = append(coords, c)
	}
	inner := rank - 1
	innerLen := fu.strides[max(inner-1, 0)] / fu.strides[inner]
	if inner == 0 {
		innerLen = len(idx) + coords[0] + 1 // never wraps
	}
	innerCoef := fu.coef[inner]
	for i := range idx {
		idx[i] = src
		coords[inner]++
		src += innerCoef
		if coords[inner] < innerLen {
			continue
		}
		// Carry into the outer dimensions.
		for d := inner; d > 0 && coords[d] == fu.strides[d-1]/fu.strides[d]; d-- {
			src -= coords[d] * fu.coef[d]
			coords[d] = 0
			coords[d-1]++
			src += fu.coef[d-1]
		}
	}
}

// innerRun reports whether the broadcast repeats one operand element along
// the innermost result dimension, of at least 16 elements (a row of a
// row-wise broadcast): its blocks are filled run by run.
func (fu *fusable) innerRun() bool {
	r := len(fu.strides)
	return r >= 2 && fu.coef[r-1] == 0 && fu.strides[r-2] >= 16
}

// fillRuns sets out, the block of the result from element start, run by
// run of the innermost dimension (see innerRun).
func (fu *fusable) fillRuns(out, operand *tensor.Tensor, start int) {
	rowLen := fu.strides[len(fu.strides)-2]
	var src [1]int
	for i, n := 0, out.Len(); i < n; {
		run := min(rowLen-(start+i)%rowLen, n-i)
		fu.broadcastIndices(src[:], start+i)
		tensor.FillFirst(tensor.View(out, i, i+run), tensor.View(operand, src[0], src[0]+1))
		i += run
	}
}

// broadcastForm returns the fuseBroadcast form of broadcast_in_dim from
// shape in to the static result rt, or nil.
func broadcastForm(c *OpContext, in []int64, rt tensor.Type) *fusable {
	dims, err := i64sAttr(c, "broadcast_dimensions")
	if err != nil || len(dims) != len(in) {
		return nil
	}
	out := rt.Shape
	fu := &fusable{kind: fuseBroadcast, result: rt, cost: costCall * len(out), operandLen: elementCount(in)}
	fu.strides = make([]int, len(out))
	fu.coef = make([]int, len(out))
	st := 1
	for d := len(out) - 1; d >= 0; d-- {
		fu.strides[d] = st
		st *= int(out[d])
	}
	ist := 1
	for j := len(in) - 1; j >= 0; j-- {
		d := dims[j]
		if d < 0 || int(d) >= len(out) || (in[j] != out[d] && in[j] != 1) {
			return nil
		}
		if in[j] != 1 {
			fu.coef[d] = ist
		}
		ist *= int(in[j])
	}
	return fu
}

// equalShapes reports whether two shapes are equal.
func equalShapes(a, b []int64) bool { return slices.Equal(a, b) }

// elementCount returns the number of elements of a static shape.
func elementCount(shape []int64) int {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	return n
}

// fusableForm returns the fused form of a compiled operation, or nil when
// the operation does not run in fused form.
func fusableForm(c *OpContext, o *op) *fusable {
	if len(c.Results) != 1 || c.Results[0].Tensor == nil {
		return nil
	}
	rt := *c.Results[0].Tensor
	if rt.Quant != nil || !isStatic(rt.Shape) || elementCount(rt.Shape) < 2 {
		return nil
	}
	for _, t := range c.Operands {
		if t.Tensor == nil || t.Tensor.Quant != nil || !isStatic(t.Tensor.Shape) {
			return nil
		}
	}
	if c.Name == "stablehlo.broadcast_in_dim" {
		if len(c.Operands) != 1 || c.Operands[0].Tensor.Kind != rt.Kind {
			return nil
		}
		if elementCount(c.Operands[0].Tensor.Shape) != 1 {
			return broadcastForm(c, c.Operands[0].Tensor.Shape, rt)
		}
		return &fusable{kind: fuseSplat, result: rt, cost: costCheap}
	}
	if len(c.Operands) == 0 {
		return nil
	}
	for _, t := range c.Operands {
		if !equalShapes(t.Tensor.Shape, rt.Shape) {
			return nil
		}
	}
	k := c.Operands[0].Tensor.Kind
	heavy := k.IsFloat() || k.IsComplex()
	fu := &fusable{kind: fuseEval, result: rt, cost: costCall}
	if heavy {
		fu.cost = costMath
	}
	if def, ok := unaryOps[c.Name]; ok {
		fn := def(k)
		if !fn.supports(k) {
			return nil
		}
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return runUnary(&fn, in[0], out) }
		if k == tensor.F32 && fn.f32 != nil {
			fu.setF32Unary(fn.f32)
		}
		return fu
	}
	if op, ok := arithNames[c.Name]; ok {
		if op == opSubtract && k.IsBool() {
			return nil
		}
		fu.cost = costCheap
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return arith(op, in[0], in[1], out) }
		fu.scalars = vecScalars(vecArith[op], k)
		if k == tensor.F32 {
			fu.setF32Binary(vecArith[op].op)
		}
		return fu
	}
	if def, ok := binaryOps[c.Name]; ok {
		fn := def(k)
		if !fn.supports(k) {
			return nil
		}
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return runBinary(&fn, in[0], in[1], out) }
		fu.scalars = vecScalars(fn.vec, k)
		if k == tensor.F32 {
			fu.setF32Binary(fn.vec.op)
		}
		return fu
	}
	switch c.Name {
	case "stablehlo.abs":
		if k.IsComplex() || !absFuncs.supports(k) {
			return nil
		}
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return runUnary(&absFuncs, in[0], out) }
		if k == tensor.F32 {
			fu.setF32Unary(absFuncs.f32)
		}
	case "stablehlo.compare":
		if o.compare == nil {
			return nil
		}
		dir, total := o.compare.direction, o.compare.totalOrder()
		fu.cost = costCall
		if k == tensor.SI32 || k == tensor.UI32 {
			fu.scalars = 3 // see elem.CompareBroadcast
		}
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error {
			return compareTensors(dir, total, in[0], in[1], out.Bools())
		}
	case "stablehlo.select":
		if len(c.Operands) != 3 {
			return nil
		}
		fu.cost = costCheap
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return selectTensors(in[0], in[1], in[2], out) }
	case "stablehlo.clamp":
		if len(c.Operands) != 3 {
			return nil
		}
		fu.cost = costCall
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return clampTensors(in[0], in[1], in[2], out) }
	case "stablehlo.convert":
		fu.cost = costCall
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return convertTensor(in[0], out) }
	case "chlo.square":
		// x*x through the multiply kernel: the product of two equal values
		// rounds the same way whichever of the two kernels computes it.
		if k.IsComplex() || k.IsBool() {
			return nil
		}
		fu.cost = costCheap
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return arith(opMultiply, in[0], in[0], out) }
		if k == tensor.F32 {
			fu.setF32Binary(simd.Mul)
		}
	case "stablehlo.is_finite":
		if !k.IsFloat() {
			return nil
		}
		fu.cost = costCheap
		fu.eval = func(in []*tensor.Tensor, out *tensor.Tensor) error { return isFiniteTensor(in[0], out) }
	default:
		return nil
	}
	return fu
}

// fuseNode is one member of a fused group. Its operands refer to earlier
// members (ref >= 0) or to the group's operands (ref = -1-i for operand i).
type fuseNode struct {
	name, loc string
	form      *fusable
	operands  []int
	// output is the index of the group result the member writes, or -1
	// when its value stays in scratch.
	output int
}

// fusedGroup is a compiled fused group.
type fusedGroup struct {
	nodes   []fuseNode
	outputs []int // member index of each result
	// inPlace lists, per result, the group operands it may be written
	// into when the operand dies at the group (see Frame.reuse): operands
	// that only members up to the result's own read, block by block.
	inPlace [][]int
	n       int // elements of every full-size value
	cost    int // summed cost of one element
	// f32 is the group's float32 form, or nil (see f32Plan).
	f32 *f32Plan
	// states keeps the block buffers of the goroutines that split a
	// call, for the next call.
	states sync.Pool
}

// fuseFunction fuses the elementwise groups of every region of fn.
func fuseFunction(fn *Function) {
	if fn.body != nil {
		fuseRegion(fn.body)
	}
}

// regionUses appends every value slot that the operations of r and of
// their nested regions read, and that r yields.
func regionUses(r *Region, dst []int) []int {
	for _, o := range r.ops {
		dst = append(dst, o.in...)
		for _, nr := range o.regions {
			dst = regionUses(nr, dst)
		}
	}
	return append(dst, r.results...)
}

// fuseRegion replaces the fusable groups of r (and of its nested regions).
func fuseRegion(r *Region) {
	for _, o := range r.ops {
		for _, nr := range o.regions {
			fuseRegion(nr)
		}
	}
	n := len(r.ops)
	producer := map[int]int{}
	uses := map[int][]int{}
	for i, o := range r.ops {
		for _, s := range o.in {
			uses[s] = append(uses[s], i)
		}
		var nested []int
		for _, nr := range o.regions {
			nested = regionUses(nr, nested)
		}
		for _, s := range nested {
			uses[s] = append(uses[s], i)
		}
		if o.fuse != nil && len(o.out) == 1 {
			producer[o.out[0]] = i
		}
	}
	for _, s := range r.results {
		uses[s] = append(uses[s], n)
	}

	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i, o := range r.ops {
		if o.fuse == nil || o.fuse.kind != fuseEval {
			continue
		}
		for _, s := range o.in {
			p, ok := producer[s]
			if !ok || !equalShapes(r.ops[p].fuse.result.Shape, o.fuse.result.Shape) {
				continue
			}
			a, b := find(p), find(i)
			if a != b {
				parent[a] = b
			}
		}
	}
	groups := map[int][]int{}
	for i, o := range r.ops {
		if o.fuse != nil {
			root := find(i)
			groups[root] = append(groups[root], i)
		}
	}
	replaced := map[int]*op{}
	drop := map[int]bool{}
	for _, members := range groups {
		fuseMembers(r, members, uses, replaced, drop)
	}
	if len(replaced) == 0 {
		return
	}
	ops := make([]*op, 0, n)
	for i, o := range r.ops {
		switch {
		case drop[i]:
		case replaced[i] != nil:
			ops = append(ops, replaced[i])
		default:
			ops = append(ops, o)
		}
	}
	r.ops = ops
}

// fuseMembers replaces the members (ascending operation indices of r) by
// one fused operation, recording it in replaced (at the last member's
// index) and the other members in drop. When a member's value is needed
// outside the group before the group's last member (an elementwise chain
// feeding a reduce and, after it, more elementwise operations), the members
// are split after that member and each part is fused on its own; the
// value then is an output of the first part and an operand of the second.
func fuseMembers(r *Region, members []int, uses map[int][]int, replaced map[int]*op, drop map[int]bool) {
	if len(members) < 2 {
		return
	}
	if fused := buildGroup(r, members, uses); fused != nil {
		last := members[len(members)-1]
		replaced[last] = fused
		for _, m := range members[:len(members)-1] {
			drop[m] = true
		}
		return
	}
	if k := earlyUse(r, members, uses); k >= 0 && k < len(members)-1 {
		fuseMembers(r, members[:k+1], uses, replaced, drop)
		fuseMembers(r, members[k+1:], uses, replaced, drop)
	}
}

// earlyUse returns the position in members of the first member whose value
// an operation outside the members reads before the last member, or -1.
func earlyUse(r *Region, members []int, uses map[int][]int) int {
	last := members[len(members)-1]
	in := map[int]bool{}
	for _, m := range members {
		in[m] = true
	}
	for k, m := range members {
		for _, u := range uses[r.ops[m].out[0]] {
			if u < len(r.ops) && !in[u] && u <= last {
				return k
			}
		}
	}
	return -1
}

// buildGroup compiles the members (ascending operation indices of r) into
// one operation run at the position of the last member, or returns nil
// when a value of the group is needed outside it before that position or
// the group would compute nothing but broadcasts.
func buildGroup(r *Region, members []int, uses map[int][]int) *op {
	last := members[len(members)-1]
	in := map[int]bool{}
	for _, m := range members {
		in[m] = true
	}
	g := &fusedGroup{n: elementCount(r.ops[last].fuse.result.Shape)}
	nodeOf := map[int]int{} // slot -> member node
	operandOf := map[int]int{}
	fused := &op{name: "interp.fused_elementwise", loc: r.ops[last].loc}
	evals := 0
	for _, m := range members {
		o := r.ops[m]
		node := fuseNode{name: o.name, loc: o.loc, form: o.fuse, output: -1}
		if o.fuse.kind == fuseEval {
			evals++
		}
		for _, s := range o.in {
			if j, ok := nodeOf[s]; ok {
				if o.fuse.kind != fuseEval {
					// A broadcast reads its whole operand, which a
					// member computes only block by block.
					return nil
				}
				node.operands = append(node.operands, j)
				continue
			}
			i, ok := operandOf[s]
			if !ok {
				i = len(fused.in)
				operandOf[s] = i
				fused.in = append(fused.in, s)
			}
			node.operands = append(node.operands, -1-i)
		}
		external := false
		for _, u := range uses[o.out[0]] {
			if u < len(r.ops) && in[u] {
				continue
			}
			if u <= last {
				return nil
			}
			external = true
		}
		if external {
			node.output = len(g.outputs)
			g.outputs = append(g.outputs, len(g.nodes))
			fused.out = append(fused.out, o.out[0])
		}
		nodeOf[o.out[0]] = len(g.nodes)
		g.nodes = append(g.nodes, node)
		g.cost += o.fuse.cost
	}
	if evals == 0 || len(g.outputs) == 0 {
		return nil
	}
	g.inPlace = g.inPlaceOperands(len(fused.in))
	g.f32 = g.buildF32Plan()
	fused.kernel = g.run
	fused.group = g
	return fused
}

// inPlaceOperands finds, for every result, the operands it may overwrite:
// those that members read only block by block (not through a broadcast,
// which reads other positions) and only up to the member computing the
// result, which reads each element before writing it.
func (g *fusedGroup) inPlaceOperands(nin int) [][]int {
	lastRead := make([]int, nin)
	whole := make([]bool, nin)
	for i, nd := range g.nodes {
		for _, ref := range nd.operands {
			if ref < 0 {
				lastRead[-1-ref] = i
				if nd.form.kind != fuseEval {
					whole[-1-ref] = true
				}
			}
		}
	}
	out := make([][]int, len(g.outputs))
	for r, m := range g.outputs {
		for k := 0; k < nin; k++ {
			if !whole[k] && lastRead[k] <= m {
				out[r] = append(out[r], k)
			}
		}
	}
	return out
}

// run is the kernel of a fused group.
func (g *fusedGroup) run(f *Frame, args []Value) ([]Value, error) {
	// The operand and output lists of small groups live on the stack; the
	// parallel case below hands copies to its goroutines.
	var inBuf, outBuf [8]*tensor.Tensor
	ins, err := tensorArgsInto(inBuf[:0], args)
	if err != nil {
		return nil, err
	}
	for _, nd := range g.nodes {
		for _, ref := range nd.operands {
			if ref >= 0 {
				continue
			}
			t := ins[-1-ref]
			want := g.n
			switch nd.form.kind {
			case fuseSplat:
				want = 1
			case fuseBroadcast:
				want = nd.form.operandLen
			}
			if t.Len() != want {
				return nil, &OpError{Op: nd.name, Loc: nd.loc, Err: fmt.Errorf("operand has %d elements, want %d", t.Len(), want)}
			}
		}
	}
	outs := append(outBuf[:0], make([]*tensor.Tensor, len(g.outputs))...)
	res := make([]Value, len(g.outputs))
	for i, m := range g.outputs {
		t := g.reuseOperand(f, args, i, outs[:i])
		if t == nil {
			// Every block writes each output's elements in it whole (an
			// output taken from an operand holds other values too).
			if t, err = f.newUninit(g.nodes[m].form.result); err != nil {
				return nil, err
			}
		}
		outs[i], res[i] = t, t
	}
	blocks := (g.n + fuseBlock - 1) / fuseBlock
	if parallelWorkers(blocks, g.cost*fuseBlock, 1) <= 1 {
		// One goroutine: the block buffers come from the process's
		// scratch and go back to it.
		fs, err := f.env.scratch.fuseState(g)
		if err == nil {
			if g.f32 != nil {
				fs.args.set(ins, outs)
				g.runF32Blocks(&fs.args, fs, 0, blocks, nil)
				fs.args.clear()
			} else {
				err = g.runBlocks(ins, outs, fs, 0, blocks, nil)
			}
		}
		if err != nil {
			return nil, err
		}
		return res, nil
	}
	// Workers take blocks from a shared counter, so that a worker that
	// gets less of the machine than the others does not hold up the call.
	var next atomic.Int64
	var mu sync.Mutex
	var firstErr error
	pins, pouts := slices.Clone(ins), slices.Clone(outs)
	var fa *f32Args
	if g.f32 != nil {
		fa = &f32Args{}
		fa.set(ins, outs)
	}
	parallelRanges(blocks, g.cost*fuseBlock, 1, func(int, int) {
		fs, err := g.workerState()
		if err == nil {
			if fa != nil {
				g.runF32Blocks(fa, fs, int(next.Add(1)-1), blocks, &next)
			} else {
				err = g.runBlocks(pins, pouts, fs, int(next.Add(1)-1), blocks, &next)
			}
			g.states.Put(fs)
		}
		if err != nil {
			mu.Lock()
			if firstErr == nil {
				firstErr = err
			}
			mu.Unlock()
		}
	})
	if firstErr != nil {
		return nil, firstErr
	}
	return res, nil
}

// reuseOperand returns an operand that result r may be computed in (see
// inPlace and Frame.reuse) and that no earlier result took, or nil.
func (g *fusedGroup) reuseOperand(f *Frame, args []Value, r int, taken []*tensor.Tensor) *tensor.Tensor {
	for _, k := range g.inPlace[r] {
		t := f.reuse(args, k, g.nodes[g.outputs[r]].form.result)
		if t != nil && !slices.Contains(taken, t) {
			return t
		}
	}
	return nil
}

// fuseState holds the buffers of one goroutine computing the blocks of a
// fused group.
type fuseState struct {
	// scratch are block buffers of the members that are not outputs.
	scratch []*tensor.Tensor
	// short are views of scratch for a short last block.
	short    []*tensor.Tensor
	vals     []*tensor.Tensor
	inViews  []*tensor.Tensor
	outViews []*tensor.Tensor
	opnds    []*tensor.Tensor
	idx      []int
	filled   []int
	// slots are the block buffers of the float32 form, and args the
	// storage of its operands and results while it runs on one goroutine.
	slots [][]float32
	args  f32Args
}

// workerState returns block buffers of g for one of the goroutines that
// split a call: kept ones of an earlier call, or new ones.
func (g *fusedGroup) workerState() (*fuseState, error) {
	if fs, ok := g.states.Get().(*fuseState); ok {
		return fs, nil
	}
	return g.newFuseState()
}

// newFuseState allocates the buffers of a goroutine computing blocks of g.
func (g *fusedGroup) newFuseState() (*fuseState, error) {
	width := min(fuseBlock, g.n)
	fs := &fuseState{scratch: make([]*tensor.Tensor, len(g.nodes)), vals: make([]*tensor.Tensor, len(g.nodes))}
	if g.f32 != nil {
		// The float32 form allocates its own buffers (runF32Blocks).
		return fs, nil
	}
	for i, nd := range g.nodes {
		if nd.output >= 0 {
			continue
		}
		t, err := tensor.New(tensor.Type{Kind: nd.form.result.Kind, Shape: []int64{int64(width)}})
		if err != nil {
			return nil, err
		}
		fs.scratch[i] = t
	}
	return fs, nil
}

// clearRefs drops the state's references to operands and results, so
// that a kept state does not hold them alive.
func (fs *fuseState) clearRefs() {
	clear(fs.vals)
	clear(fs.inViews)
	clear(fs.outViews)
	clear(fs.opnds[:cap(fs.opnds)])
	fs.opnds = fs.opnds[:0]
}

// runBlocks computes block b, then, with next, the blocks next hands out
// until it hands out blocks or more; without next, blocks b+1, b+2, ...
// up to blocks.
func (g *fusedGroup) runBlocks(ins, outs []*tensor.Tensor, fs *fuseState, b, blocks int, next *atomic.Int64) error {
	defer fs.clearRefs()
	width := min(fuseBlock, g.n)
	scratch, vals := fs.scratch, fs.vals
	// Views are made once per block and operand or output, and scratch
	// buffers are used whole except in a short last block: a view is a
	// small allocation, and one per member and block would add up to a
	// good part of the tensors' own size on large inputs.
	if len(fs.inViews) != len(ins) {
		fs.inViews = make([]*tensor.Tensor, len(ins))
	}
	if len(fs.outViews) != len(outs) {
		fs.outViews = make([]*tensor.Tensor, len(outs))
	}
	inViews, outViews := fs.inViews, fs.outViews
	// filled[i] is how many leading elements of member i's scratch hold
	// its splat in this call.
	if len(fs.filled) != len(g.nodes) {
		fs.filled = make([]int, len(g.nodes))
	}
	clear(fs.filled)
	for ; b < blocks; b = nextBlock(b, next) {
		start := b * fuseBlock
		end := min(start+fuseBlock, g.n)
		clear(inViews)
		for k, t := range outs {
			if start == 0 && end == t.Len() {
				outViews[k] = t
			} else {
				outViews[k] = tensor.View(t, start, end)
			}
		}
		if end-start < width && fs.short == nil {
			fs.short = make([]*tensor.Tensor, len(g.nodes))
			for i, t := range scratch {
				if t != nil {
					fs.short[i] = tensor.View(t, 0, end-start)
				}
			}
		}
		short := fs.short
		for i, nd := range g.nodes {
			var out *tensor.Tensor
			switch {
			case nd.output >= 0:
				out = outViews[nd.output]
			case end-start < width:
				out = short[i]
			default:
				out = scratch[i]
			}
			opnds := fs.opnds[:0]
			for pos, ref := range nd.operands {
				switch {
				case ref >= 0 && nd.form.scalars&(1<<pos) != 0 && g.nodes[ref].form.kind == fuseSplat:
					// The splat's operand, a group operand of one element.
					opnds = append(opnds, ins[-1-g.nodes[ref].operands[0]])
				case ref >= 0:
					opnds = append(opnds, vals[ref])
				case nd.form.kind != fuseEval:
					opnds = append(opnds, ins[-1-ref])
				default:
					k := -1 - ref
					if inViews[k] == nil {
						if start == 0 && end == ins[k].Len() {
							inViews[k] = ins[k]
						} else {
							inViews[k] = tensor.View(ins[k], start, end)
						}
					}
					opnds = append(opnds, inViews[k])
				}
			}
			fs.opnds = opnds
			switch nd.form.kind {
			case fuseSplat:
				// A scratch buffer keeps its splat from block to block.
				if nd.output >= 0 || fs.filled[i] < end-start {
					tensor.FillFirst(out, opnds[0])
					fs.filled[i] = end - start
				}
			case fuseBroadcast:
				if nd.form.innerRun() {
					nd.form.fillRuns(out, opnds[0], start)
					break
				}
				if fs.idx == nil {
					fs.idx = make([]int, fuseBlock)
				}
				idx := fs.idx[:end-start]
				nd.form.broadcastIndices(idx, start)
				tensor.Gather(out, opnds[0], idx)
			default:
				if err := nd.form.eval(opnds, out); err != nil {
					return &OpError{Op: nd.name, Loc: nd.loc, Err: err}
				}
			}
			vals[i] = out
		}
	}
	return nil
}

// nextBlock returns the block after b: the next one next hands out, or
// b+1 without next.
func nextBlock(b int, next *atomic.Int64) int {
	if next == nil {
		return b + 1
	}
	return int(next.Add(1) - 1)
}

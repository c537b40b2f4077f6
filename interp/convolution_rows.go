package interp

import (
	"runtime"
	"slices"
	"sync/atomic"

	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/internal/matmul"
	"github.com/stablehlo-go/stablehlo/interp/internal/safego"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// The float convolution on the micro-kernel without a patch matrix. The
// input is copied once, in the canonical [batch, spatial..., feature]
// layout, into a buffer that holds its padding and the holes of its
// dilation as zeros. In that buffer the window of an output position is
// the same set of runs of consecutive elements from every position's
// start, and the starts of one output line (the positions along the
// innermost spatial axis) are equally spaced. Each line is therefore one
// product whose left operand the micro-kernel reads in place: row stride
// the innermost stride times the features, one block per run. With a
// window dilation of 1 along the innermost axis and one feature group, a
// run covers the whole innermost window extent by all features (the 3x16
// elements of a 3x3 window over 16 features); otherwise it is one window
// element's features.

// convRowsMaxGrowth bounds the padded input relative to the input: a
// padding or input dilation that inflates it further keeps the patch
// path, which does not materialise it.
const convRowsMaxGrowth = 8

// convRowsPlan is the geometry of one execution on the rows path.
type convRowsPlan struct {
	ns      int
	padded  []int64 // padded (and dilated) input sizes per spatial axis
	pstride []int   // element strides of the padded buffer: batch, spatial..., feature 1
	lens    []int   // lengths of the window's runs, in the kernel matrix's row order
	offs    []int   // their offsets from a position's start
	lda     int     // distance between the starts of neighbouring positions of a line
	outW    int     // positions per line
	lines   int     // lines per batch element
	// When period > 0, neighbouring lines along the next outer axis
	// (perPlane of them in a row) start period*lda apart: several can
	// run as one product over every position in between, see stackLines.
	period, perPlane int
}

// convStackRows is the number of rows of the spans of stacked lines
// aimed at: the height of a block of rows of the micro-kernel.
const convStackRows = 144

// planConvRows decides whether the rows path applies and lays it out.
func planConvRows(r *convRun, inSp []int64, padLo, padHi []int64) (*convRowsPlan, bool) {
	s := r.s
	ns := len(inSp)
	if ns == 0 || r.npos == 0 || r.nOut == 0 || r.cout == 0 || r.kp == 0 {
		return nil, false
	}
	p := &convRowsPlan{ns: ns, padded: make([]int64, ns)}
	total := int64(r.n) * int64(r.ci)
	for d := 0; d < ns; d++ {
		dil := int64(0)
		if inSp[d] > 0 {
			dil = (inSp[d]-1)*s.lhsDil[d] + 1
		}
		p.padded[d] = padLo[d] + dil + padHi[d]
		if p.padded[d] <= 0 {
			return nil, false
		}
		total *= p.padded[d]
	}
	if total > convRowsMaxGrowth*int64(r.n*r.ci*shapeElems(inSp))+1<<16 {
		return nil, false
	}
	p.pstride = make([]int, ns+2)
	p.pstride[ns+1] = 1
	for d := ns; d >= 0; d-- {
		sz := int64(r.ci)
		if d < ns {
			sz = p.padded[d]
		}
		p.pstride[d] = p.pstride[d+1] * int(sz)
	}
	D := ns - 1
	kSp := r.plan.g.win
	p.lda = int(s.strides[D]) * r.ci
	p.outW = int(r.plan.outShape[D])
	p.lines = r.npos / p.outW
	// When the lines of a batch element follow one another at the
	// spacing of their positions (no padding or stride to skip, as in a
	// pointwise convolution), its positions are one long line: the
	// products run on many rows at a time, not a short line at a time.
	uniform := true
	span := p.outW * p.lda
	for d := D - 1; d >= 0; d-- {
		if int(s.strides[d])*p.pstride[d+1] != span {
			uniform = false
			break
		}
		span *= int(r.plan.outShape[d])
	}
	if uniform && p.lines > 1 {
		p.outW, p.lines = r.npos, 1
	}
	// Otherwise, when the lines along the next axis are a whole number
	// of position spacings apart, and fewer than the rows of the last
	// partial tile a line would leave (a 3x3 "same" convolution over 16
	// positions is 16 of every 18 padded positions, but two tiles of 12
	// rows), those lines are stacked.
	if !uniform && ns >= 2 {
		lineStride := int(s.strides[D-1]) * p.pstride[D]
		if period := lineStride / p.lda; lineStride%p.lda == 0 && period >= p.outW && period < (p.outW+11)/12*12 {
			p.period, p.perPlane = period, int(r.plan.outShape[D-1])
		}
	}
	merge := s.rhsDil[D] == 1 && r.cig == r.ci
	// Walk the window in the kernel matrix's row order.
	w := make([]int64, ns)
	for {
		off := 0
		for d := 0; d < ns; d++ {
			off += int(w[d]*s.rhsDil[d]) * p.pstride[d+1]
		}
		if merge {
			if w[D] == 0 {
				p.lens = append(p.lens, int(kSp[D])*r.ci)
				p.offs = append(p.offs, off)
			}
		} else {
			p.lens = append(p.lens, r.cig)
			p.offs = append(p.offs, off)
		}
		if !nextIndex(w, kSp) {
			break
		}
	}
	return p, true
}

// padInput copies the canonical input a into a buffer laid out as
// p.padded, at the padded and dilated coordinates of its elements, with
// zeros everywhere else. The buffer comes from the matmul package's
// pool: the caller returns it with release when done (a itself, read in
// place when there is nothing to pad, is not released).
func padInput[T float32 | float64](r *convRun, p *convRowsPlan, a []T, inSp, padLo []int64) (buf []T, release func()) {
	ns := p.ns
	s := r.s
	same, plain := true, true
	for d := 0; d < ns; d++ {
		if padLo[d] != 0 || p.padded[d] != inSp[d] || s.lhsDil[d] != 1 {
			same = false
		}
		if padLo[d] < 0 || p.padded[d] < padLo[d]+inSp[d] || s.lhsDil[d] != 1 {
			plain = false
		}
	}
	if same {
		return a, func() {}
	}
	pooled := matmul.GetScratch[T](r.n * p.pstride[0])
	buf = *pooled
	release = func() { matmul.PutScratch(pooled) }
	D := ns - 1
	inW := int(inSp[D])
	if plain && inW > 0 {
		padRows(r, p, a, buf, inSp, padLo)
		return buf, release
	}
	clear(buf)
	outer := make([]int64, ns+1) // batch, spatial axes but the innermost
	outerShape := append([]int64{int64(r.n)}, inSp[:D]...)
	if inW == 0 || len(a) == 0 {
		return buf, release
	}
	src := 0
	for {
		dst, ok := outer[0]*int64(p.pstride[0]), true
		for d := 0; d < D; d++ {
			z := padLo[d] + outer[d+1]*s.lhsDil[d]
			if z < 0 || z >= p.padded[d] {
				ok = false
				break
			}
			dst += z * int64(p.pstride[d+1])
		}
		if ok {
			for x := 0; x < inW; x++ {
				z := padLo[D] + int64(x)*s.lhsDil[D]
				if z >= 0 && z < p.padded[D] {
					o := int(dst) + int(z)*r.ci
					copy(buf[o:o+r.ci], a[src+x*r.ci:])
				}
			}
		}
		src += inW * r.ci
		if !nextIndex(outer[:D+1], outerShape) {
			break
		}
	}
	return buf, release
}

// padRows is padInput without dilation or negative padding (the input
// is a block of the padded buffer): it walks the padded buffer's rows
// along the innermost axis once, copying each input row between its
// zeroed padding and zeroing the rows of padding, so every element is
// written once and none is cleared first. The slabs of rows (a batch
// element at one coordinate of the first spatial axis) are split among
// goroutines when there are many elements.
func padRows[T float32 | float64](r *convRun, p *convRowsPlan, a, buf []T, inSp, padLo []int64) {
	D := p.ns - 1
	rowLen := int(p.padded[D]) * r.ci
	lo := int(padLo[D]) * r.ci
	inRow := int(inSp[D]) * r.ci
	// A slab is one row for one spatial axis; otherwise it runs over the
	// padded axes between the first and the innermost.
	slabs, slabLen, inSlab := r.n, p.pstride[0], inRow
	var z0Size int64 = 1
	if D > 0 {
		z0Size = p.padded[0]
		slabs *= int(z0Size)
		slabLen = p.pstride[1]
		inSlab = shapeElems(inSp[1:]) * r.ci
	}
	var mid []int64
	if D > 0 {
		mid = p.padded[1:D]
	}
	parallelRanges(slabs, slabLen, 1, func(s0, s1 int) {
		idx := make([]int64, len(mid))
		for sl := s0; sl < s1; sl++ {
			b, z0 := int64(sl)/z0Size, int64(sl)%z0Size
			dst := int(b)*p.pstride[0] + int(z0)*slabLen
			slab := buf[dst : dst+slabLen]
			src := int(b) * shapeElems(inSp) * r.ci
			if D > 0 {
				y0 := z0 - padLo[0]
				if y0 < 0 || y0 >= inSp[0] {
					clear(slab)
					continue
				}
				src += int(y0) * inSlab
			}
			clear(idx)
			for o := 0; o < slabLen; o += rowLen {
				row := slab[o : o+rowLen]
				inside := true
				for d := 1; d < D; d++ {
					if z := idx[d-1] - padLo[d]; z < 0 || z >= inSp[d] {
						inside = false
						break
					}
				}
				if inside {
					clear(row[:lo])
					copy(row[lo:lo+inRow], a[src:src+inRow])
					clear(row[lo+inRow:])
					src += inRow
				} else {
					clear(row)
				}
				nextIndex(idx, mid)
			}
		}
	})
}

// convRowsReal runs a float32 or float64 convolution on the rows path. It
// reports false, having done nothing, when the path does not apply.
func convRowsReal[T float32 | float64](r *convRun, lhs, rhs, out *tensor.Tensor) (bool, error) {
	inSp, padLo, padHi := r.inSp, r.padLo, r.padHi
	if r.s.patchOnly || !matmul.RowsAvailable[T]() {
		return false, nil
	}
	p, ok := planConvRows(r, inSp, padLo, padHi)
	if !ok {
		return false, nil
	}
	// The input is read in place when it is stored as T in the canonical
	// layout; otherwise it is converted and permuted into it.
	a, ok := lhs.Storage().([]T)
	if !ok || !slices.Equal(r.lhsView.strides, tensor.Strides(r.lhsView.shape)) {
		var err error
		if a, err = elem.PackReal[T](lhs, r.lhsView.shape, r.lhsView.strides); err != nil {
			return true, err
		}
	}
	// So is the kernel, as the [window..., input feature, output
	// feature] matrix (JAX's HWIO layout).
	w, ok := rhs.Storage().([]T)
	if !ok || !slices.Equal(r.kView.strides, tensor.Strides(r.kView.shape)) {
		var err error
		if w, err = packKernel(r, func(v strideView) ([]T, error) { return elem.PackReal[T](rhs, v.shape, v.strides) }); err != nil {
			return true, err
		}
	}
	buf, release := padInput(r, p, a, inSp, padLo)
	defer release()
	// A depthwise convolution (one input feature per group) is a
	// degenerate product of one column per group: its lines are computed
	// directly, all groups at once, as multiply-adds along the features.
	depthwise := r.cig == 1 && r.s.fgc == r.groups && r.groups > 1
	jobGroups := r.groups
	var right []*matmul.BlockRight[T]
	if depthwise {
		jobGroups = 1
	} else {
		right = make([]*matmul.BlockRight[T], r.groups)
		for g := range right {
			right[g] = matmul.PackBlocks(matmul.Matrix[T]{Data: w, Off: g * r.cog, RowStride: r.cout, ColStride: 1}, r.cog, p.lens)
		}
		defer func() {
			for _, br := range right {
				br.Release()
			}
		}()
	}
	// The canonical result is the output itself when the layouts agree.
	var c []T
	o, inPlace := out.Storage().([]T)
	inPlace = inPlace && convCanonicalOut(r) && len(o) == r.nOut*r.npos*r.cout
	if inPlace {
		c = o
	} else {
		c = make([]T, r.nOut*r.npos*r.cout)
	}
	lines := jobGroups * r.nOut * p.lines
	work := r.nOut * r.npos * r.cout * r.kp
	workers := runtime.GOMAXPROCS(0)
	if work < matmul.ParallelAt {
		workers = 1
	}
	// Jobs are lines, or parts of lines when there are too few lines to
	// keep every worker busy (parts of 48 rows or more, a multiple of
	// every kernel's tile height).
	parts := 1
	if workers > 1 && lines < 4*workers {
		parts = max(1, min((4*workers+lines-1)/lines, p.outW/48))
	}
	partRows := (p.outW + parts - 1) / parts
	partRows = (partRows + 11) / 12 * 12
	parts = (p.outW + partRows - 1) / partRows
	jobs := lines * parts
	if inPlace && depthwise {
		// The depthwise lines add to c, which may hold stale values (the
		// products, stacked lines included, store their sums).
		clear(c)
	}
	if p.period > 0 && !depthwise {
		runStackedLines(r, p, buf, right, c, jobGroups, workers)
		if err := r.ctx.Err(); err != nil {
			return true, err
		}
		if inPlace {
			out.Normalize()
			return true, nil
		}
		return true, elem.StoreReal(convToResult(r, c), out)
	}
	job := func(j int, scratch []T) {
		j, part := j/parts, j%parts
		g, rest := j/(r.nOut*p.lines), j%(r.nOut*p.lines)
		b, l := rest/p.lines, rest%p.lines
		start := lineStart(r, p, g, b, l)
		cOff := (b*r.npos+(rest%p.lines)*p.outW)*r.cout + g*r.cog
		r0 := part * partRows
		r1 := min(r0+partRows, p.outW)
		if depthwise {
			depthwiseRows(buf[start+r0*p.lda:], p.lda, p.offs, r1-r0, w, r.ci, r.cog, c[cOff+r0*r.cout:])
			return
		}
		right[g].MulRows(buf[start+r0*p.lda:], p.lda, p.offs, r1-r0, c[cOff+r0*r.cout:], r.cout, scratch)
	}
	workers = min(workers, jobs)
	if workers < 2 {
		scratch, done := rowsScratch(right)
		defer done()
		for j := 0; j < jobs; j++ {
			if j%64 == 0 && r.ctx.Err() != nil {
				break
			}
			job(j, scratch)
		}
	} else {
		var next atomic.Int64
		var group safego.Group
		for k := 0; k < workers; k++ {
			group.Go(func() {
				scratch, done := rowsScratch(right)
				defer done()
				for {
					j := int(next.Add(1) - 1)
					if j >= jobs || r.ctx.Err() != nil {
						return
					}
					job(j, scratch)
				}
			})
		}
		group.Wait()
	}
	if err := r.ctx.Err(); err != nil {
		return true, err
	}
	if inPlace {
		out.Normalize()
		return true, nil
	}
	return true, elem.StoreReal(convToResult(r, c), out)
}

// convCanonicalOut reports whether the result's layout is the canonical
// [batch, spatial..., feature] order.
func convCanonicalOut(r *convRun) bool {
	d := r.s.dims
	if d.outBatch != 0 || d.outFeature != len(d.outSpatial)+1 {
		return false
	}
	for i, a := range d.outSpatial {
		if a != i+1 {
			return false
		}
	}
	return true
}

// rowsScratch returns the scratch space of one worker of the rows path
// (none for a depthwise convolution, which has no packed operand), from
// the matmul package's pool, and the function that returns it there.
func rowsScratch[T float32 | float64](right []*matmul.BlockRight[T]) ([]T, func()) {
	if len(right) == 0 {
		return nil, func() {}
	}
	s := matmul.GetScratch[T](right[0].ScratchLen())
	return *s, func() { matmul.PutScratch(s) }
}

// depthwiseRows adds the depthwise convolution of rows output positions,
// row x starting at a[x*lda], to c (row stride ci*cog): output feature
// f*cog+j sums, over the window elements q, a[x*lda+offs[q]+f] times the
// kernel matrix element w[q][f*cog+j], in ascending q.
func depthwiseRows[T float32 | float64](a []T, lda int, offs []int, rows int, w []T, ci, cog int, c []T) {
	cout := ci * cog
	for x := 0; x < rows; x++ {
		crow := c[x*cout : (x+1)*cout]
		for q, off := range offs {
			in := a[x*lda+off : x*lda+off+ci]
			wr := w[q*cout : (q+1)*cout]
			if cog == 1 {
				wr = wr[:len(in)]
				crow := crow[:len(in)]
				for f, v := range in {
					crow[f] += v * wr[f]
				}
				continue
			}
			for f, v := range in {
				for j := f * cog; j < (f+1)*cog; j++ {
					crow[j] += v * wr[j]
				}
			}
		}
	}
}

// lineStart returns the offset in the padded input of the first position
// of output line l of batch b in group g: the batch (or, with batch groups,
// the group's batch) and the group's first input feature, then l unravelled
// over the outer output axes.
func lineStart(r *convRun, p *convRowsPlan, g, b, l int) int {
	lb, cf := b, 0
	if r.s.bgc > 1 {
		lb = g*r.nOut + b
	}
	if r.s.fgc > 1 {
		cf = g * r.cig
	}
	start := lb*p.pstride[0] + cf
	for d := p.ns - 2; d >= 0; d-- {
		n := int(r.plan.outShape[d])
		start += (l % n) * int(r.s.strides[d]) * p.pstride[d+1]
		l /= n
	}
	return start
}

// spanRows returns the rows of c each job of the rows path on stacked
// lines computes: the planes' rows (lines of width outW, perPlane of them
// in a row) are cut into spans of whole tiles of tile rows, about
// convStackRows each, as many per plane as keep the workers' shares
// within a tile or so of each other when there are few jobs.
func spanRows(p *convRowsPlan, planes, workers, tile int) int {
	tiles := (p.perPlane*p.outW + tile - 1) / tile
	per := max(1, convStackRows/tile)
	chunks := (tiles + per - 1) / per
	if workers > 1 && planes*chunks < 8*workers && planes%workers != 0 {
		// Few jobs: as many per plane as make them a multiple of the
		// workers, of equal size.
		chunks = (chunks + workers - 1) / workers * workers
	}
	chunks = min(chunks, tiles)
	return (tiles + chunks - 1) / chunks * tile
}

// runStackedLines runs the rows path on the planes' lines stacked: each
// job computes a span of the rows of c of a plane's lines with matmul's
// MulRowsSpan, which reads the window of each row in place (the rows of
// a tile that crosses from one line to the next copied together) and
// stores its sums straight into c, so every element of c is written,
// whatever it held before, and no position of the padding is computed.
// Every element is summed as on one line, so the results are the same.
func runStackedLines[T float32 | float64](r *convRun, p *convRowsPlan, buf []T, right []*matmul.BlockRight[T], c []T, jobGroups, workers int) {
	planes := p.lines / p.perPlane
	planeRows := p.perPlane * p.outW
	span := spanRows(p, jobGroups*r.nOut*planes, workers, right[0].TileRows())
	chunks := (planeRows + span - 1) / span
	jobs := jobGroups * r.nOut * planes * chunks
	job := func(j int, scratch []T) {
		ch, rest := j%chunks, j/chunks
		plane, rest := rest%planes, rest/planes
		b, g := rest%r.nOut, rest/r.nOut
		l0 := plane * p.perPlane
		start := lineStart(r, p, g, b, l0)
		cOff := (b*r.npos+l0*p.outW)*r.cout + g*r.cog
		r0 := ch * span
		right[g].MulRowsSpan(buf[start:], p.lda, p.offs, p.period, p.outW, r0, min(planeRows, r0+span), c[cOff:], r.cout, scratch)
	}
	workers = min(workers, jobs)
	var next atomic.Int64
	var group safego.Group
	for k := 0; k < workers; k++ {
		group.Go(func() {
			scratch := matmul.GetScratch[T](right[0].ScratchLen())
			defer matmul.PutScratch(scratch)
			for {
				j := int(next.Add(1) - 1)
				if j >= jobs || r.ctx.Err() != nil {
					return
				}
				job(j, *scratch)
			}
		})
	}
	group.Wait()
}

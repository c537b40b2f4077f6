package matmul

// Small products on one goroutine (a loop body's 16x64 by 64x64, say) spend
// more time packing the left-hand operand into panels and running edge
// tiles than multiplying. When the rows of a are contiguous, the Rows
// kernel reads them in place instead.

// rowsInPlace reports whether mulRowsWS applies to a product of m rows
// of a into c on kernel kr.
func rowsInPlace[T Float](kr *kernel[T], a Matrix[T], m int, c outView[T]) bool {
	return kr.rows != nil && a.ColStride == 1 && c.cs == 1 && m <= kr.mc
}

// mulRowsWS computes c += a x p on the calling goroutine like mulPackedWS,
// reading the rows of a (ColStride 1) in place. An edge tile of fewer than
// mr rows but full width runs in place on the tail kernels; one of fewer
// columns reruns the last mr rows of a, or, when a has fewer, copies its
// rows into a zero-padded block of ws, and its sums go through a tile
// buffer of ws. Every element receives the sums of its kc blocks in
// ascending order, each summed from -0 in the same order as by mulJob, so
// the two agree bit for bit. With set, the first block's sums are stored
// into c, not added to it.
func mulRowsWS[T Float](p *Packed[T], a Matrix[T], m int, c outView[T], ws *Workspace[T], set bool) {
	kr := p.kr
	mr, nr := kr.mr, kr.nr
	np := p.npad / nr
	tmp := ws.take(&ws.tmp, mr*nr)
	for pc := 0; pc < p.k; pc += kr.kc {
		kcb := min(kr.kc, p.k-pc)
		rows, st := kr.rows, set && pc == 0
		if st {
			rows = kr.rowsSet
		}
		var pad []T
		if m < mr && (p.n%nr != 0 || len(kr.tails) == 0) {
			pad = ws.take(&ws.a, mr*kcb)
			clear(pad)
			for i := 0; i < m; i++ {
				s := a.Off + i*a.RowStride + pc
				copy(pad[i*kcb:(i+1)*kcb], a.Data[s:s+kcb])
			}
		}
		for jp := 0; jp < np; jp++ {
			bp := &p.data[pc*p.npad+jp*kcb*nr]
			j := jp * nr
			w := min(nr, p.n-j)
			for i := 0; i < m; i += mr {
				h := min(mr, m-i)
				if h == mr && w == nr {
					rows(kcb, &a.Data[a.Off+i*a.RowStride+pc], a.RowStride, bp, &c.c[i*c.rs+j], c.rs)
					continue
				}
				if w == nr && kr.rowsTail(kcb, a.Data[a.Off+i*a.RowStride+pc:], a.RowStride, bp, c.c[i*c.rs+j:], c.rs, h, st) {
					continue
				}
				// Rows [first, first+mr) of a feed the tile; rows i..i+h
				// of c are its rows skip..skip+h. The tile starts from
				// c's values, so the kernel adds the sums to them as it
				// does in place (from +0 for the first block with set).
				first := max(0, i+h-mr)
				skip := i - first
				if st {
					clear(tmp)
				}
				for ii := 0; ii < h && !st; ii++ {
					o := (i + ii) * c.rs
					copy(tmp[(skip+ii)*nr:(skip+ii)*nr+w], c.c[o+j:o+j+w])
				}
				if m < mr {
					kr.rows(kcb, &pad[0], kcb, bp, &tmp[0], nr)
				} else {
					kr.rows(kcb, &a.Data[a.Off+first*a.RowStride+pc], a.RowStride, bp, &tmp[0], nr)
				}
				for ii := 0; ii < h; ii++ {
					o := (i + ii) * c.rs
					copy(c.c[o+j:o+j+w], tmp[(skip+ii)*nr:(skip+ii)*nr+w])
				}
			}
		}
	}
}

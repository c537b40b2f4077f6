package interp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unsafe"
)

// Process groups and the rendezvous of collective operations.
//
// A collective splits the grid into process groups by one of the spec's
// four strategies. A process computes only its own group. Processes meet at
// a rendezvous keyed by the group (as a set) and by how many collectives
// each member has already entered in that group: the n-th collective a
// process runs in a group meets the n-th collective of every other member.
// The first arrival records the operation, its location, its signature
// (channel id and operand types) and the group's order; every later
// arrival must agree, otherwise the processes reached different
// collectives and the grid fails with a MismatchError naming both.

// groupStrategy is one of the spec's ways to split the grid into process
// groups.
type groupStrategy int

const (
	crossReplica groupStrategy = iota
	crossPartition
	crossReplicaAndPartition
	flattenedIDs
)

func (s groupStrategy) String() string {
	switch s {
	case crossReplica:
		return "cross_replica"
	case crossPartition:
		return "cross_partition"
	case crossReplicaAndPartition:
		return "cross_replica_and_partition"
	}
	return "flattened_ids"
}

// reduceStrategy is the rule of all_gather, all_reduce and reduce_scatter:
// cross_replica without a channel, cross_replica_and_partition with one,
// flattened_ids with a channel and use_global_device_ids.
func reduceStrategy(channelID int64, useGlobal bool) (groupStrategy, error) {
	switch {
	case channelID <= 0 && !useGlobal:
		return crossReplica, nil
	case channelID > 0 && !useGlobal:
		return crossReplicaAndPartition, nil
	case channelID > 0 && useGlobal:
		return flattenedIDs, nil
	}
	return 0, fmt.Errorf("use_global_device_ids requires a positive channel_id, got %d", channelID)
}

// channelStrategy is the rule of all_to_all, collective_broadcast and
// collective_permute: cross_replica without a channel, cross_partition
// with one.
func channelStrategy(channelID int64) groupStrategy {
	if channelID > 0 {
		return crossPartition
	}
	return crossReplica
}

// idGroups is a decoded replica_groups (or source_target_pairs) attribute:
// the rows of a 2-dimensional si64 constant, without -1 padding.
type idGroups [][]int64

// procGroup is a process group computed once per grid and shared by its
// members, so that a collective over N processes keeps O(N) memory, not a
// list of N members (and its key) per member.
type procGroup struct {
	members []int
	// key is the group's sorted flat ids, the rendezvous key.
	key string
	ok  bool
	err error
}

// groupCacheKey identifies a process group: the strategy, the decoded
// groups attribute, the row of it holding the process and the grid
// coordinate the strategy keeps fixed.
type groupCacheKey struct {
	s      groupStrategy
	groups *[]int64
	row    int
	fixed  int64
}

// groupOf returns the process group of the process at flat id me under
// strategy s, as flat ids in the spec's order, and its rendezvous key. ok
// is false when the process is in no group. Empty groups mean one group of
// every id. The members slice is shared and must not be modified.
func (g *grid) groupOf(s groupStrategy, groups idGroups, me int) (members []int, key string, ok bool, err error) {
	id := g.idOf(me)
	ck := groupCacheKey{s: s, groups: unsafe.SliceData(groups), row: -1}
	switch s {
	case crossReplica:
		ck.fixed = id.Partition
	case crossPartition:
		ck.fixed = id.Replica
	}
	var own int64
	switch s {
	case crossReplica, crossReplicaAndPartition:
		own = id.Replica
	case crossPartition:
		own = id.Partition
	default:
		own = int64(me)
	}
	for i, r := range groups {
		if slices.Contains(r, own) {
			ck.row = i
			break
		}
	}
	g.groupMu.Lock()
	defer g.groupMu.Unlock()
	if pg := g.groups[ck]; pg != nil {
		return pg.members, pg.key, pg.ok, pg.err
	}
	pg := &procGroup{}
	pg.members, pg.ok, pg.err = g.computeGroup(s, groups, me)
	if pg.ok && pg.err == nil {
		var kb strings.Builder
		for i, m := range sortedFlat(pg.members) {
			if i > 0 {
				kb.WriteByte(',')
			}
			kb.WriteString(strconv.Itoa(m))
		}
		pg.key = kb.String()
	}
	if g.groups == nil {
		g.groups = map[groupCacheKey]*procGroup{}
	}
	g.groups[ck] = pg
	return pg.members, pg.key, pg.ok, pg.err
}

// computeGroup is groupOf without the cache.
func (g *grid) computeGroup(s groupStrategy, groups idGroups, me int) (members []int, ok bool, err error) {
	id := g.idOf(me)
	var limit int64
	var key int64
	switch s {
	case crossReplica, crossReplicaAndPartition:
		limit, key = g.numReplicas, id.Replica
	case crossPartition:
		limit, key = g.numPartitions, id.Partition
	default:
		limit, key = g.numReplicas*g.numPartitions, int64(me)
	}
	var row []int64
	if len(groups) == 0 {
		row = make([]int64, limit)
		for i := range row {
			row[i] = int64(i)
		}
	} else {
		found := false
		for _, r := range groups {
			for _, v := range r {
				if v < 0 || v >= limit {
					return nil, false, fmt.Errorf("%s group id %d is out of range [0, %d)", s, v, limit)
				}
				if v == key {
					if found {
						return nil, false, fmt.Errorf("%s groups contain id %d more than once", s, v)
					}
					found = true
					row = r
				}
			}
		}
		if !found {
			return nil, false, nil
		}
	}
	seen := make(map[int64]bool, len(row))
	for _, v := range row {
		if seen[v] {
			return nil, false, fmt.Errorf("%s group %v contains id %d more than once", s, row, v)
		}
		seen[v] = true
	}
	P := g.numPartitions
	switch s {
	case crossReplica:
		for _, r := range row {
			members = append(members, int(r*P+id.Partition))
		}
	case crossPartition:
		for _, p := range row {
			members = append(members, int(id.Replica*P+p))
		}
	case crossReplicaAndPartition:
		for p := int64(0); p < P; p++ {
			for _, r := range row {
				members = append(members, int(r*P+p))
			}
		}
	default:
		for _, f := range row {
			members = append(members, int(f))
		}
	}
	return members, true, nil
}

// groupText renders a group as process ids.
func (g *grid) groupText(members []int) string {
	ids := make([]ProcessID, len(members))
	for i, m := range members {
		ids[i] = g.idOf(m)
	}
	return processList(ids)
}

// rvKey identifies one rendezvous: a group (its sorted flat ids) and the
// number of collectives its members entered in that group before.
type rvKey struct {
	group string
	seq   int64
}

// rendezvous is one meeting of a group's processes at a collective.
type rendezvous struct {
	members []int
	first   int
	op, loc string
	sig     string
	values  [][]Value
	has     []bool
	arrived int
	done    bool
	// sameLoc holds while every arrival is the same operation (the SPMD
	// case), whose members may then share one computed result.
	sameLoc   bool
	once      sync.Once
	shared    []Value
	sharedErr error
}

// sharedResult computes a result once for all members of a completed
// rendezvous: the first member to ask runs compute, the others wait for
// it. Results are immutable, so the members may share them.
func (rv *rendezvous) sharedResult(compute func() ([]Value, error)) ([]Value, error) {
	rv.once.Do(func() { rv.shared, rv.sharedErr = compute() })
	return rv.shared, rv.sharedErr
}

// share runs compute once per rendezvous when every member reached the
// same operation, and once per member otherwise.
func share(rv *rendezvous, compute func() ([]Value, error)) ([]Value, error) {
	if rv == nil || !rv.sameLoc {
		return compute()
	}
	return rv.sharedResult(compute)
}

// collectiveCall describes a process's arrival at a collective.
type collectiveCall struct {
	op, loc string
	// sig must be equal for every member (channel id, operand types...).
	sig string
	// members is the group in the spec's order, flat ids; key is its
	// sorted ids (procGroup.key).
	members []int
	key     string
	// values is what this process contributes.
	values []Value
}

// collective contributes the call's values to the rendezvous of its group
// and waits for every other member. It returns the contributions of all
// members in group order, the caller's position in the group and the
// completed rendezvous (nil for a group of one).
func (p *process) collective(c collectiveCall) ([][]Value, int, *rendezvous, error) {
	g := p.g
	pos := -1
	for i, m := range c.members {
		if m == p.flat {
			pos = i
			break
		}
	}
	if pos < 0 {
		return nil, 0, nil, fmt.Errorf("process %s is not in its own process group %s", p.id, g.groupText(c.members))
	}
	gk := c.key
	if gk == "" {
		var kb strings.Builder
		for i, m := range sortedFlat(c.members) {
			if i > 0 {
				kb.WriteByte(',')
			}
			kb.WriteString(strconv.Itoa(m))
		}
		gk = kb.String()
	}
	if len(c.members) == 1 {
		return [][]Value{c.values}, 0, nil, nil
	}

	g.mu.Lock()
	defer g.mu.Unlock()
	if g.abortErr != nil {
		return nil, 0, nil, fmt.Errorf("%w: %w", errReleased, g.abortErr)
	}
	for _, m := range c.members {
		if q := g.procs[m]; q == nil || q.state == stateFinished || q.state == stateFailed {
			if q == nil || p.seq[gk] >= q.seq[gk] {
				return nil, 0, nil, fmt.Errorf("process group %s cannot meet: %s", g.groupText(c.members), g.describeProcess(m))
			}
		}
	}
	key := rvKey{group: gk, seq: p.seq[gk]}
	p.seq[gk]++
	rv := g.rvs[key]
	if rv == nil {
		rv = &rendezvous{members: c.members, first: p.flat, op: c.op, loc: c.loc, sig: c.sig,
			values: make([][]Value, len(c.members)), has: make([]bool, len(c.members)), sameLoc: true}
		g.rvs[key] = rv
	} else if rv.op != c.op || rv.sig != c.sig || !slices.Equal(rv.members, c.members) {
		err := &MismatchError{
			Group: idsOf(g, rv.members), First: g.idOf(rv.first), Other: p.id,
			FirstOp: rv.op, FirstLoc: rv.loc, FirstSig: rv.sig, FirstGroupText: g.groupText(rv.members),
			OtherOp: c.op, OtherLoc: c.loc, OtherSig: c.sig, OtherGroupText: g.groupText(c.members),
		}
		g.abortLocked(err)
		return nil, 0, nil, err
	}
	if c.loc != rv.loc {
		rv.sameLoc = false
	}
	rv.values[pos] = c.values
	rv.has[pos] = true
	rv.arrived++
	if rv.arrived == len(rv.members) {
		rv.done = true
		delete(g.rvs, key)
		for _, m := range rv.members {
			if m != p.flat {
				g.wakeLocked(g.procs[m])
			}
		}
		return rv.values, pos, rv, nil
	}
	if err := g.park(p, c.op, c.loc, func() string { return rv.waitText(g) }); err != nil {
		return nil, 0, nil, err
	}
	if !rv.done {
		return nil, 0, nil, fmt.Errorf("%s: rendezvous of group %s did not complete", c.op, g.groupText(c.members))
	}
	return rv.values, pos, rv, nil
}

// waitText says which members a rendezvous still waits for.
func (rv *rendezvous) waitText(g *grid) string {
	var missing []ProcessID
	for i, m := range rv.members {
		if !rv.has[i] {
			missing = append(missing, g.idOf(m))
		}
	}
	return fmt.Sprintf("waiting in process group %s for %s", g.groupText(rv.members), processList(missing))
}

// abandonedBy reports pending rendezvous that the finished process p
// belongs to but never reached (g.mu held): they can never complete.
func (g *grid) abandonedBy(p *process) error {
	for key, rv := range g.rvs {
		for i, m := range rv.members {
			if m == p.flat && !rv.has[i] && p.seq[key.group] <= key.seq {
				return fmt.Errorf("process %s finished without reaching %s at %s, where process group %s waits for it",
					p.id, rv.op, rv.loc, g.groupText(rv.members))
			}
		}
	}
	return nil
}

func idsOf(g *grid, members []int) []ProcessID {
	out := make([]ProcessID, len(members))
	for i, m := range members {
		out[i] = g.idOf(m)
	}
	return out
}

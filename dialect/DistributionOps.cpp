//===- DistributionOps.cpp - Verifiers of the distribution ops ------------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification. The number of replicas and partitions is known
// statically only when the enclosing module declares it (mhlo.num_replicas,
// mhlo.num_partitions); the ids of replica groups are then checked against
// it, and otherwise only against the groups themselves.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::stablehlo;

static RankedTensorType tensorOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

/// The process grid of the enclosing module: its `mhlo.num_replicas` and
/// `mhlo.num_partitions` attributes, when present. Without them the number
/// of replicas and partitions is known only at run time.
struct ProcessGrid {
  std::optional<int64_t> replicas, partitions;
};

static ProcessGrid processGridOf(Operation *op) {
  ProcessGrid grid;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (!isa<ModuleOp>(parent))
      continue;
    auto replicas = parent->getAttrOfType<IntegerAttr>("mhlo.num_replicas");
    auto partitions =
        parent->getAttrOfType<IntegerAttr>("mhlo.num_partitions");
    if (!grid.replicas && replicas)
      grid.replicas = replicas.getInt();
    if (!grid.partitions && partitions)
      grid.partitions = partitions.getInt();
  }
  return grid;
}

/// The strategies that split the process grid into process groups.
enum class GroupStrategy {
  CrossReplica,
  CrossPartition,
  CrossReplicaAndPartition,
  FlattenedIds
};

/// all_gather, all_reduce, reduce_scatter: cross_replica without a channel,
/// cross_replica_and_partition with one, flattened_ids with one and
/// use_global_device_ids.
static GroupStrategy reductionStrategy(std::optional<ChannelHandleAttr> channel,
                                       bool useGlobalDeviceIds) {
  if (!channel || channel->getHandle() <= 0)
    return GroupStrategy::CrossReplica;
  return useGlobalDeviceIds ? GroupStrategy::FlattenedIds
                            : GroupStrategy::CrossReplicaAndPartition;
}

/// all_to_all, collective_broadcast, collective_permute: cross_replica
/// without a channel, cross_partition with one.
static GroupStrategy channelStrategy(std::optional<ChannelHandleAttr> channel) {
  if (!channel || channel->getHandle() <= 0)
    return GroupStrategy::CrossReplica;
  return GroupStrategy::CrossPartition;
}

/// The name and, when the module declares it, the value of the number of
/// ids a strategy's groups take their ids from.
static std::pair<StringRef, std::optional<int64_t>>
idLimitOf(GroupStrategy strategy, const ProcessGrid &grid) {
  switch (strategy) {
  case GroupStrategy::CrossReplica:
  case GroupStrategy::CrossReplicaAndPartition:
    return {"num_replicas", grid.replicas};
  case GroupStrategy::CrossPartition:
    return {"num_partitions", grid.partitions};
  case GroupStrategy::FlattenedIds:
    if (grid.replicas && grid.partitions)
      return {"num_processes", *grid.replicas * *grid.partitions};
    return {"num_processes", std::nullopt};
  }
  llvm_unreachable("unknown group strategy");
}

/// Labels of the replica_groups constraints of one op.
struct GroupLabels {
  StringRef unique;  // is_unique(replica_groups)
  StringRef size;    // size(replica_groups) = num_replicas, ...; may be empty
  StringRef range;   // 0 <= replica_groups < size(replica_groups) (or N)
};

/// Checks `replica_groups`: a 2-dimensional tensor of unique ids.
///
/// With a `labels.size` constraint, `size(replica_groups)` (the number of
/// ids) must equal the number of replicas/partitions/processes of
/// `strategy` when the module declares it, and every id must be below
/// `size(replica_groups)`. Without one, ids must be below that number when
/// it is declared. `allowPadding` accepts -1 entries, which pad groups of
/// unequal sizes (all_reduce, collective_broadcast); the ops whose result
/// shapes depend on the group size require groups of equal sizes.
static LogicalResult verifyReplicaGroups(Operation *op,
                                         DenseIntElementsAttr groups,
                                         GroupLabels labels,
                                         GroupStrategy strategy,
                                         bool allowPadding,
                                         int64_t *groupSize = nullptr) {
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return op->emitOpError("expects replica_groups to be a 2-dimensional "
                           "tensor, but got ")
           << type;
  if (groupSize)
    *groupSize = type.getDimSize(1);
  SmallVector<int64_t> ids;
  for (const APInt &id : groups.getValues<APInt>()) {
    int64_t value = id.getSExtValue();
    if (value == -1 && allowPadding)
      continue;
    if (value < 0)
      return op->emitOpError()
             << labels.range << ": expects replica ids >= 0, but got " << value
             << (value == -1 ? " (groups must have equal sizes)" : "");
    ids.push_back(value);
  }
  if (!isUnique(ids))
    return op->emitOpError() << labels.unique << ": expects unique replica ids";
  auto [limitName, limit] = idLimitOf(strategy, processGridOf(op));
  int64_t size = ids.size();
  if (!labels.size.empty()) {
    for (int64_t id : ids)
      if (id >= size)
        return op->emitOpError()
               << labels.range
               << ": expects replica ids < size(replica_groups) = " << size
               << ", but got " << id;
    // No ids (an empty list) put all the processes into one group.
    if (limit && size != 0 && size != *limit)
      return op->emitOpError()
             << labels.size << ": expects size(replica_groups) = "
             << limitName << " = " << *limit << ", but got " << size;
    return success();
  }
  if (limit)
    for (int64_t id : ids)
      if (id >= *limit)
        return op->emitOpError()
               << labels.range << ": expects replica ids < " << limitName
               << " = " << *limit << ", but got " << id;
  return success();
}

static LogicalResult verifyGlobalDeviceIds(Operation *op, StringRef label,
                                           bool useGlobalDeviceIds,
                                           std::optional<ChannelHandleAttr>
                                               channel) {
  if (useGlobalDeviceIds && (!channel || channel->getHandle() <= 0))
    return op->emitOpError()
           << label
           << ": expects channel_id > 0 when use_global_device_ids is set";
  return success();
}

/// Checks `source_target_pairs` of collective_permute, send and recv; ids
/// must be below `limit` (named `limitName`) when it is known.
static LogicalResult verifySourceTargetPairs(Operation *op,
                                             DenseIntElementsAttr pairs,
                                             StringRef limitName,
                                             std::optional<int64_t> limit) {
  auto type = llvm::cast<ShapedType>(pairs.getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return op->emitOpError("C1: expects source_target_pairs of shape Nx2, "
                           "but got ")
           << type;
  SmallVector<int64_t> sources, targets;
  auto values = llvm::to_vector(pairs.getValues<APInt>());
  for (size_t i = 0; i + 1 < values.size(); i += 2) {
    sources.push_back(values[i].getSExtValue());
    targets.push_back(values[i + 1].getSExtValue());
  }
  if (!isUnique(sources))
    return op->emitOpError("C2: expects unique sources in "
                           "source_target_pairs");
  if (!isUnique(targets))
    return op->emitOpError("C3: expects unique targets in "
                           "source_target_pairs");
  for (int64_t id : llvm::concat<int64_t>(sources, targets)) {
    if (id < 0)
      return op->emitOpError("C4: expects process ids >= 0, but got ") << id;
    if (limit && id >= *limit)
      return op->emitOpError("C4: expects process ids < ")
             << limitName << " = " << *limit << ", but got " << id;
  }
  return success();
}

/// `dim(process_groups, 1)`: the size of a replica group, times the number
/// of partitions in the cross_replica_and_partition mode (unknown unless
/// the module declares it). An empty replica_groups is one group of all the
/// ids of the strategy.
static std::optional<int64_t> processGroupSize(GroupStrategy strategy,
                                               DenseIntElementsAttr groups,
                                               int64_t groupSize,
                                               const ProcessGrid &grid) {
  if (groups.empty()) {
    if (strategy != GroupStrategy::CrossReplicaAndPartition)
      return idLimitOf(strategy, grid).second;
    // A product that overflows int64 is no size to check against.
    if (grid.replicas && grid.partitions)
      return llvm::checkedMul<int64_t>(*grid.replicas, *grid.partitions);
    return std::nullopt;
  }
  if (strategy != GroupStrategy::CrossReplicaAndPartition)
    return groupSize;
  if (grid.partitions)
    return llvm::checkedMul<int64_t>(groupSize, *grid.partitions);
  return std::nullopt;
}

/// Whether `resultSize = size * k` for the process group size `k` when
/// known; otherwise whether `resultSize` is a multiple of `size * factor`,
/// where `factor` divides `k`.
static bool isGatheredDim(int64_t size, int64_t resultSize,
                          std::optional<int64_t> groupSize, int64_t factor) {
  if (ShapedType::isDynamic(size) || ShapedType::isDynamic(resultSize))
    return true;
  // Products that overflow int64 match no result size.
  if (groupSize)
    return llvm::checkedMul<int64_t>(size, *groupSize) == resultSize;
  if (size == 0 || factor <= 0)
    return size == 0 ? resultSize == 0 : resultSize % size == 0;
  std::optional<int64_t> step = llvm::checkedMul<int64_t>(size, factor);
  return step ? resultSize % *step == 0 : resultSize == 0;
}

//===----------------------------------------------------------------------===//
// AllGatherOp
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  if (failed(verifyGlobalDeviceIds(*this, "C5", getUseGlobalDeviceIds(),
                                   getChannelHandle())))
    return failure();
  GroupStrategy strategy =
      reductionStrategy(getChannelHandle(), getUseGlobalDeviceIds());
  int64_t groupSize;
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), {"C2", "C3", "C4"},
                                 strategy, /*allowPadding=*/false,
                                 &groupSize)))
    return failure();
  if (getOperands().size() != getResults().size())
    return emitOpError("C6: expects as many results as operands");
  int64_t dim = getAllGatherDim();
  for (auto [operand, result] : llvm::zip(getOperands(), getResults())) {
    RankedTensorType operandType = tensorOf(operand);
    RankedTensorType resultType = tensorOf(result);
    if (dim < 0 || dim >= operandType.getRank())
      return emitOpError("C1: expects all_gather_dim in [0, ")
             << operandType.getRank() << "), but got " << dim;
    if (operandType.getElementType() != resultType.getElementType() ||
        operandType.getRank() != resultType.getRank())
      return emitOpError("C6: expects results of the operands' element types "
                         "and ranks");
    // The spec sizes the gathered dimension by the process group size;
    // upstream only asks for a non-zero operand size that divides the
    // result size, which is what is checked here.
    if (operandType.getDimSize(dim) == 0)
      return emitOpError("C6: expects a non-zero size of operand dimension ")
             << dim;
    for (int64_t d = 0; d < operandType.getRank(); ++d) {
      int64_t size = operandType.getDimSize(d);
      int64_t resultSize = resultType.getDimSize(d);
      bool valid = d == dim ? isGatheredDim(size, resultSize, std::nullopt, 1)
                            : isCompatibleDim(size, resultSize);
      if (!valid)
        return emitOpError("C6: unexpected size ")
               << resultSize << " of result dimension " << d;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AllReduceOp
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::verify() {
  if (failed(verifyGlobalDeviceIds(*this, "C4", getUseGlobalDeviceIds(),
                                   getChannelHandle())) ||
      failed(verifyReplicaGroups(
          *this, getReplicaGroups(), {"C1", "C2", "C3"},
          reductionStrategy(getChannelHandle(), getUseGlobalDeviceIds()),
          /*allowPadding=*/true)))
    return failure();
  if (getOperands().size() != getResults().size())
    return emitOpError("C6: expects as many results as operands");
  for (auto [operand, result] : llvm::zip(getOperands(), getResults())) {
    if (!isCompatibleShape(tensorOf(operand).getShape(),
                           tensorOf(result).getShape()))
      return emitOpError("C6: expects results of the operands' shapes");
    SmallVector<Type> bodyTypes;
    if (failed(verifyReducerRegion(*this, getComputation(),
                                   {tensorOf(operand).getElementType()}, "C5",
                                   &bodyTypes)))
      return failure();
    if (tensorOf(result).getElementType() != bodyTypes.front())
      return emitOpError("C7: expects results of element type ")
             << bodyTypes.front();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AllToAllOp
//===----------------------------------------------------------------------===//

LogicalResult AllToAllOp::verify() {
  int64_t groupSize;
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), {"C5", "C6", "C7"},
                                 channelStrategy(getChannelHandle()),
                                 /*allowPadding=*/false, &groupSize)))
    return failure();
  int64_t splitDim = getSplitDimension(), concatDim = getConcatDimension();
  int64_t count = getSplitCount();
  if (count <= 0)
    return emitOpError("C4: expects split_count > 0, but got ") << count;
  if (groupSize != count)
    return emitOpError("C8: expects replica groups of split_count = ")
           << count << " processes, but got " << groupSize;
  if (getOperands().size() != getResults().size())
    return emitOpError("C9: expects as many results as operands");
  for (auto [operand, result] : llvm::zip(getOperands(), getResults())) {
    RankedTensorType operandType = tensorOf(operand);
    RankedTensorType resultType = tensorOf(result);
    int64_t rank = operandType.getRank();
    if (splitDim < 0 || splitDim >= rank)
      return emitOpError("C1: expects split_dimension in [0, ")
             << rank << "), but got " << splitDim;
    int64_t splitSize = operandType.getDimSize(splitDim);
    if (!ShapedType::isDynamic(splitSize) && splitSize % count != 0)
      return emitOpError("C2: expects dimension ")
             << splitDim << " (" << splitSize << ") to be divisible by "
             << count;
    if (concatDim < 0 || concatDim >= rank)
      return emitOpError("C3: expects concat_dimension in [0, ")
             << rank << "), but got " << concatDim;
    if (operandType.getElementType() != resultType.getElementType() ||
        resultType.getRank() != rank)
      return emitOpError("C9: expects results of the operands' element types "
                         "and ranks");
    SmallVector<int64_t> expected(operandType.getShape());
    if (splitDim != concatDim) {
      if (!ShapedType::isDynamic(expected[splitDim]))
        expected[splitDim] /= count;
      if (!ShapedType::isDynamic(expected[concatDim])) {
        std::optional<int64_t> product =
            llvm::checkedMul<int64_t>(expected[concatDim], count);
        if (!product)
          return emitOpError("C9: the result's size in concat_dimension ")
                 << concatDim << " overflows int64";
        expected[concatDim] = *product;
      }
    }
    if (!isCompatibleShape(expected, resultType.getShape()))
      return emitOpError("C9: unexpected result shape ") << resultType;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceScatterOp::verify() {
  if (failed(verifyGlobalDeviceIds(*this, "C6", getUseGlobalDeviceIds(),
                                   getChannelHandle())))
    return failure();
  GroupStrategy strategy =
      reductionStrategy(getChannelHandle(), getUseGlobalDeviceIds());
  int64_t groupSize;
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), {"C3", "C4", "C5"},
                                 strategy, /*allowPadding=*/false,
                                 &groupSize)))
    return failure();
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  int64_t dim = getScatterDimension();
  if (dim < 0 || dim >= operandType.getRank())
    return emitOpError("C2: expects scatter_dimension in [0, ")
           << operandType.getRank() << "), but got " << dim;
  int64_t size = operandType.getDimSize(dim);
  if (groupSize <= 0)
    return emitOpError("C1: expects non-empty replica groups");
  std::optional<int64_t> processes = processGroupSize(
      strategy, getReplicaGroups(), groupSize, processGridOf(*this));
  int64_t divisor = processes ? *processes : groupSize;
  if (!ShapedType::isDynamic(size) && divisor > 0 && size % divisor != 0)
    return emitOpError("C1: expects dimension ")
           << dim << " (" << size << ") to be divisible by "
           << "dim(process_groups, 1) = " << divisor;
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getComputation(),
                                 {operandType.getElementType()}, "C7",
                                 &bodyTypes)))
    return failure();
  for (int64_t d = 0; d < operandType.getRank(); ++d) {
    int64_t resultSize = resultType.getDimSize(d);
    bool valid = d == dim ? isGatheredDim(resultSize, size, processes,
                                          groupSize)
                          : isCompatibleDim(operandType.getDimSize(d),
                                            resultSize);
    if (!valid || resultType.getRank() != operandType.getRank())
      return emitOpError("C8: unexpected result shape ") << resultType;
  }
  if (resultType.getElementType() != bodyTypes.front())
    return emitOpError("C9: expects a result of element type ")
           << bodyTypes.front();
  return success();
}

//===----------------------------------------------------------------------===//
// CollectiveBroadcastOp, CollectivePermuteOp
//===----------------------------------------------------------------------===//

LogicalResult CollectiveBroadcastOp::verify() {
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), {"C1", "", "C2"},
                                 channelStrategy(getChannelHandle()),
                                 /*allowPadding=*/true)))
    return failure();
  return verifySameTypes(*this, "C3", {getOperand(), getResult()});
}

LogicalResult CollectivePermuteOp::verify() {
  auto [limitName, limit] =
      idLimitOf(channelStrategy(getChannelHandle()), processGridOf(*this));
  if (failed(verifySourceTargetPairs(*this, getSourceTargetPairs(), limitName,
                                     limit)))
    return failure();
  return verifySameTypes(*this, "C5", {getOperand(), getResult()});
}

//===----------------------------------------------------------------------===//
// Send, recv, infeed
//===----------------------------------------------------------------------===//

// Channel types of the channel handle (XLA's ChannelHandle::ChannelType).
static constexpr int64_t kDeviceToDevice = 1;
static constexpr int64_t kDeviceToHost = 2;
static constexpr int64_t kHostToDevice = 3;

/// The ids of send/recv's source_target_pairs are partition ids when the
/// grid has more than one partition, else replica ids; their bound is known
/// when the module declares the grid.
static LogicalResult verifyTransferPairs(Operation *op,
                                         std::optional<DenseIntElementsAttr>
                                             pairs) {
  if (!pairs)
    return success();
  ProcessGrid grid = processGridOf(op);
  if (grid.partitions && *grid.partitions > 1)
    return verifySourceTargetPairs(op, *pairs, "num_partitions",
                                   grid.partitions);
  if (grid.partitions)
    return verifySourceTargetPairs(op, *pairs, "num_replicas", grid.replicas);
  return verifySourceTargetPairs(op, *pairs, "", std::nullopt);
}

/// send/recv C5: host transfers use the direction's host channel type,
/// others DEVICE_TO_DEVICE; 0 (unset) is accepted.
static LogicalResult verifyChannelType(Operation *op, int64_t type,
                                       bool isHostTransfer, int64_t hostType,
                                       StringRef hostName) {
  if (type == 0)
    return success();
  if (isHostTransfer && type != hostType)
    return op->emitOpError("C5: expects a ")
           << hostName << " channel for host transfers, but got channel type "
           << type;
  if (!isHostTransfer && type != kDeviceToDevice)
    return op->emitOpError(
               "C5: expects a DEVICE_TO_DEVICE channel, but got channel type ")
           << type;
  return success();
}

LogicalResult SendOp::verify() {
  if (failed(verifyTransferPairs(*this, getSourceTargetPairs())))
    return failure();
  return verifyChannelType(*this, getChannelHandle().getType(),
                           getIsHostTransfer(), kDeviceToHost,
                           "DEVICE_TO_HOST");
}

LogicalResult RecvOp::verify() {
  if (failed(verifyTransferPairs(*this, getSourceTargetPairs())))
    return failure();
  if (failed(verifyChannelType(*this, getChannelHandle().getType(),
                               getIsHostTransfer(), kHostToDevice,
                               "HOST_TO_DEVICE")))
    return failure();
  if (getResults().empty() ||
      !llvm::isa<TokenType>(getResults().back().getType()))
    return emitOpError("expects the last result to be a token");
  for (Value result : getResults().drop_back())
    if (!llvm::isa<RankedTensorType>(result.getType()))
      return emitOpError("expects all results but the last to be tensors");
  return success();
}

LogicalResult InfeedOp::verify() {
  if (getResults().empty())
    return emitOpError("C1: expects at least one result");
  for (Value result : getResults().drop_back())
    if (!llvm::isa<RankedTensorType>(result.getType()))
      return emitOpError("C2: expects all results but the last to be "
                         "tensors, but got ")
             << result.getType();
  if (!llvm::isa<TokenType>(getResults().back().getType()))
    return emitOpError("C3: expects the last result to be a token");
  return success();
}

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

static Type processIdType(MLIRContext *context) {
  return RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned));
}

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(ReplicaIdOp, {
  inferredReturnTypes.push_back(processIdType(context));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(PartitionIdOp, {
  inferredReturnTypes.push_back(processIdType(context));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(CollectiveBroadcastOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(CollectivePermuteOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})

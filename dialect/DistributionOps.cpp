//===- DistributionOps.cpp - Verifiers of the distribution ops ------------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification. The number of replicas and partitions is not
// known statically, so ids are only checked to be non-negative (or -1, the
// padding of groups of unequal sizes).
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;

static RankedTensorType tensorOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

/// Checks `replica_groups`: a 2-dimensional tensor of unique ids (`label`
/// for uniqueness, `rangeLabel` for the range).
static LogicalResult verifyReplicaGroups(Operation *op,
                                         DenseIntElementsAttr groups,
                                         StringRef label,
                                         StringRef rangeLabel,
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
    if (value == -1)
      continue;
    if (value < 0)
      return op->emitOpError()
             << rangeLabel << ": expects replica ids >= 0, but got " << value;
    ids.push_back(value);
  }
  if (!isUnique(ids))
    return op->emitOpError() << label << ": expects unique replica ids";
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

/// Checks `source_target_pairs` of collective_permute, send and recv.
static LogicalResult verifySourceTargetPairs(Operation *op,
                                             DenseIntElementsAttr pairs) {
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
  for (int64_t id : llvm::concat<int64_t>(sources, targets))
    if (id < 0)
      return op->emitOpError("C4: expects process ids >= 0, but got ") << id;
  return success();
}

/// Whether `dim(process_groups, 1)` equals the size of a replica group:
/// true for cross_replica (no channel) and flattened_ids modes; in the
/// cross_replica_and_partition mode the groups also span the partitions,
/// whose number is not known statically.
static bool groupSizeIsStatic(std::optional<ChannelHandleAttr> channel,
                              bool useGlobalDeviceIds) {
  return !channel || channel->getHandle() <= 0 || useGlobalDeviceIds;
}

/// `size * groupSize` when the process group size is known, otherwise a
/// compatible check that `resultSize` is a multiple of `size`.
static bool isGatheredDim(int64_t size, int64_t resultSize, int64_t groupSize,
                          bool exact) {
  if (ShapedType::isDynamic(size) || ShapedType::isDynamic(resultSize))
    return true;
  if (exact)
    return resultSize == size * groupSize;
  return size == 0 ? resultSize == 0 : resultSize % (size * groupSize) == 0;
}

//===----------------------------------------------------------------------===//
// AllGatherOp
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  int64_t groupSize;
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "C2", "C4",
                                 &groupSize)) ||
      failed(verifyGlobalDeviceIds(*this, "C5", getUseGlobalDeviceIds(),
                                   getChannelHandle())))
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
    bool exact =
        groupSizeIsStatic(getChannelHandle(), getUseGlobalDeviceIds());
    for (int64_t d = 0; d < operandType.getRank(); ++d) {
      int64_t size = operandType.getDimSize(d);
      int64_t resultSize = resultType.getDimSize(d);
      bool valid = d == dim ? isGatheredDim(size, resultSize, groupSize, exact)
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
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "C1", "C3")) ||
      failed(verifyGlobalDeviceIds(*this, "C4", getUseGlobalDeviceIds(),
                                   getChannelHandle())))
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
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "C5", "C7",
                                 &groupSize)))
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
      if (!ShapedType::isDynamic(expected[concatDim]))
        expected[concatDim] *= count;
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
  int64_t groupSize;
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "C3", "C5",
                                 &groupSize)) ||
      failed(verifyGlobalDeviceIds(*this, "C6", getUseGlobalDeviceIds(),
                                   getChannelHandle())))
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
  if (!ShapedType::isDynamic(size) && size % groupSize != 0)
    return emitOpError("C1: expects dimension ")
           << dim << " (" << size << ") to be divisible by " << groupSize;
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getComputation(),
                                 {operandType.getElementType()}, "C7",
                                 &bodyTypes)))
    return failure();
  bool exact = groupSizeIsStatic(getChannelHandle(), getUseGlobalDeviceIds());
  for (int64_t d = 0; d < operandType.getRank(); ++d) {
    int64_t resultSize = resultType.getDimSize(d);
    bool valid = d == dim ? isGatheredDim(resultSize, size, groupSize, exact)
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
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "C1", "C2")))
    return failure();
  return verifySameTypes(*this, "C3", {getOperand(), getResult()});
}

LogicalResult CollectivePermuteOp::verify() {
  if (failed(verifySourceTargetPairs(*this, getSourceTargetPairs())))
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

LogicalResult SendOp::verify() {
  if (getSourceTargetPairs() &&
      failed(verifySourceTargetPairs(*this, *getSourceTargetPairs())))
    return failure();
  int64_t type = getChannelHandle().getType();
  if (getIsHostTransfer() && type != kDeviceToHost && type != 0)
    return emitOpError("C5: expects a DEVICE_TO_HOST channel for host "
                       "transfers");
  if (!getIsHostTransfer() && type != kDeviceToDevice && type != 0)
    return emitOpError("C5: expects a DEVICE_TO_DEVICE channel");
  return success();
}

LogicalResult RecvOp::verify() {
  if (getSourceTargetPairs() &&
      failed(verifySourceTargetPairs(*this, *getSourceTargetPairs())))
    return failure();
  int64_t type = getChannelHandle().getType();
  if (getIsHostTransfer() && type != kHostToDevice && type != 0)
    return emitOpError("C5: expects a HOST_TO_DEVICE channel for host "
                       "transfers");
  if (!getIsHostTransfer() && type != kDeviceToDevice && type != 0)
    return emitOpError("C5: expects a DEVICE_TO_DEVICE channel");
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
                         "tensors");
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
